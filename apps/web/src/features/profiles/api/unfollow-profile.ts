import { apiRequest } from '../../../lib/api/client';
import { type FollowArgs, followsPath } from './follow-profile';

/** DELETE /{type}/{id}/follows/{followId}: the server accepts the followed profile's id as the follow id. */
export function unfollowProfile({ follower, target }: FollowArgs): Promise<void> {
  return apiRequest<void>(`${followsPath(follower)}/${encodeURIComponent(target.Id)}`, { method: 'DELETE' });
}
