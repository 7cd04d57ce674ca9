import type { ProfileRef } from '@marquee/contract';
import { PAGE_SIZE } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** A row of GET /trending/profiles/lastfollowed (the contract's LastFollowedProfileSchema). */
export type LastFollowedProfile = ProfileRef & { FollowersCount: number; LastFollowedAt: string };

/** GET /trending/profiles/lastfollowed?page&perPage — profiles most recently followed by anyone. */
export function getLastFollowed(
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<LastFollowedProfile[]> {
  return apiRequest<LastFollowedProfile[]>('/trending/profiles/lastfollowed', {
    query: { page, perPage },
    signal,
  });
}

export const lastFollowedQuery = (perPage: number = PAGE_SIZE.homeLastFollowed) =>
  queryOptions({
    queryKey: ['trending', 'lastfollowed', { page: 0, perPage }],
    queryFn: ({ signal }) => getLastFollowed(0, perPage, signal),
  });

export const useLastFollowed = (enabled = true) => useQuery({ ...lastFollowedQuery(), enabled });
