import type { EventListItem } from '@marquee/contract';
import { PAGE_SIZE } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

export type EventTime = 'future' | 'past';
const PER_PAGE = PAGE_SIZE.profileEvents;

/**
 * GET /event?profileId,eventBegin,page,perPage (10): a profile's events as author, venue or lineup member;
 * `future` soonest first, `past` most recent first.
 */
export function getProfileEventPage(
  profileId: string,
  eventBegin: EventTime,
  page: number,
  signal?: AbortSignal,
): Promise<EventListItem[]> {
  return apiRequest<EventListItem[]>('/event', {
    query: { profileId, eventBegin, page, perPage: PER_PAGE },
    signal,
  });
}

export const profileEventPagesQuery = (profileId: string, eventBegin: EventTime) =>
  infiniteQueryOptions({
    queryKey: ['event', 'profile', profileId, eventBegin, 'pages'],
    queryFn: ({ pageParam, signal }) => getProfileEventPage(profileId, eventBegin, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage(PER_PAGE),
  });

export const useProfileEventPages = (profileId: string, eventBegin: EventTime) =>
  useInfiniteQuery(profileEventPagesQuery(profileId, eventBegin));
