import type { Follower, ProfileType } from '@marquee/contract';
import { FOLLOWERS_PAGE_SIZE, profileTypeSegment } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

/** GET /{type}/{id}/followers?page,perPage: who follows the profile (fans left out), newest first. */
export function getProfileFollowers(
  profile: { Id: string; Type: ProfileType },
  page: number,
  signal?: AbortSignal,
): Promise<Follower[]> {
  return apiRequest<Follower[]>(`/${profileTypeSegment(profile.Type)}/${profile.Id}/followers`, {
    query: { page, perPage: FOLLOWERS_PAGE_SIZE },
    signal,
  });
}

// Under ['profile'], so following or unfollowing (which invalidates ['profile']) refreshes the list.
export const profileFollowersQuery = (profile: { Id: string; Type: ProfileType }) =>
  infiniteQueryOptions({
    queryKey: ['profile', 'followers', profile.Id],
    queryFn: ({ pageParam, signal }) => getProfileFollowers(profile, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(FOLLOWERS_PAGE_SIZE),
  });

export const useProfileFollowers = (profile: { Id: string; Type: ProfileType }) =>
  useInfiniteQuery(profileFollowersQuery(profile));
