import type { Follow, ProfileType } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import type { ActiveProfile } from '../../../lib/storage/session';

export interface FollowArgs {
  /** The follower: the active profile. */
  follower: ActiveProfile;
  /** The profile to follow or unfollow. */
  target: { Id: string; Type: ProfileType };
}

export const followsPath = (follower: ActiveProfile) =>
  `/${follower.Type.toLowerCase()}/${encodeURIComponent(follower.Id)}/follows`;

/** POST /{type}/{id}/follows {Reference}: the active profile follows the target. */
export function followProfile({ follower, target }: FollowArgs): Promise<Follow> {
  return apiRequest<Follow>(followsPath(follower), {
    method: 'POST',
    body: { Reference: { Id: target.Id, Type: target.Type } },
  });
}
