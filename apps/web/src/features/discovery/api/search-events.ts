import { type EventListItem, EventSearchResponseSchema, PAGE_SIZE } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export interface EventSearchParams {
  categories?: string[];
  cityId?: string;
  since?: string;
  till?: string;
}

/** GET /event/search?categories,cityId,since,till,page,perPage: one page of published events, soonest first. */
export function searchEvents(
  params: EventSearchParams,
  page: number,
  signal?: AbortSignal,
): Promise<EventListItem[]> {
  return apiRequest('/event/search', {
    query: { ...params, page, perPage: PAGE_SIZE.allEvents },
    signal,
    schema: EventSearchResponseSchema,
  });
}

export const eventSearchQuery = (params: EventSearchParams, enabled = true) =>
  infiniteQueryOptions({
    queryKey: ['event', 'search', 'all-events', params],
    queryFn: ({ pageParam, signal }) => searchEvents(params, pageParam, signal),
    initialPageParam: 1,
    // A full page may have a successor; a short one is the last.
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === PAGE_SIZE.allEvents ? pages.length + 1 : undefined,
    enabled,
  });

export const useEventSearch = (params: EventSearchParams, enabled = true) =>
  useInfiniteQuery(eventSearchQuery(params, enabled));
