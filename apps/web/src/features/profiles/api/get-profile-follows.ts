import type { Follow, ProfileType } from '@marquee/contract';
import { profileTypeSegment } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

const PER_PAGE = 20;

/** GET /{type}/{id}/follows?page,perPage: whom the profile follows, newest first. */
export function getProfileFollows(
  profile: { Id: string; Type: ProfileType },
  page: number,
  signal?: AbortSignal,
): Promise<Follow[]> {
  return apiRequest<Follow[]>(`/${profileTypeSegment(profile.Type)}/${profile.Id}/follows`, {
    query: { page, perPage: PER_PAGE },
    signal,
  });
}

export const profileFollowsQuery = (profile: { Id: string; Type: ProfileType }) =>
  infiniteQueryOptions({
    queryKey: ['profile', 'follows', profile.Id],
    queryFn: ({ pageParam, signal }) => getProfileFollows(profile, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(PER_PAGE),
  });

export const useProfileFollows = (profile: { Id: string; Type: ProfileType }, enabled: boolean) =>
  useInfiniteQuery({ ...profileFollowsQuery(profile), enabled });
