import type { StreamListItem } from '@marquee/contract';
import { PAGE_SIZE } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

const PER_PAGE = PAGE_SIZE.profileStreams;

/** GET /stream?authorId,statuses=PUBLISHED,page,perPage (10, version 2.2): the profile's upcoming streams. */
export function getProfileStreams(authorId: string, page: number, signal?: AbortSignal) {
  return apiRequest<StreamListItem[]>('/stream', {
    query: { authorId, statuses: 'PUBLISHED', page, perPage: PER_PAGE },
    version: '2.2',
    signal,
  });
}

export const profileStreamsQuery = (authorId: string) =>
  infiniteQueryOptions({
    queryKey: ['stream', 'author', authorId],
    queryFn: ({ pageParam, signal }) => getProfileStreams(authorId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(PER_PAGE),
  });

export const useProfileStreams = (authorId: string) => useInfiniteQuery(profileStreamsQuery(authorId));
