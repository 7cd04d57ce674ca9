import type { Follow, Follower } from '@marquee/contract';
import { presentProfileRef } from '../profiles/profiles.presenter';
import type { FollowedProfile } from './follows.repository';

export function presentFollow(follow: { id: string; createdAt: Date; profile: FollowedProfile }): Follow {
  return {
    Id: follow.id,
    Reference: presentProfileRef(follow.profile),
    CreatedAt: follow.createdAt.toISOString(),
  };
}

export function presentLastFollowed(row: { profile: FollowedProfile; lastFollowedAt: Date }) {
  return {
    ...presentProfileRef(row.profile),
    FollowersCount: row.profile.followersCount,
    LastFollowedAt: row.lastFollowedAt.toISOString(),
  };
}

export function presentFollower(row: { followedAt: Date; profile: FollowedProfile }): Follower {
  return { Profile: presentProfileRef(row.profile), FollowedAt: row.followedAt.toISOString() };
}
