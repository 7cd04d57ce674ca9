import { PAGE_SIZE } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type EventSearchParams, searchEvents } from './search-events';

// The all-events page's query of GET /event/search (search-events.ts): pages of 18.

export const eventSearchQuery = (params: EventSearchParams, enabled = true) =>
  infiniteQueryOptions({
    queryKey: ['event', 'search', 'all-events', params],
    queryFn: ({ pageParam, signal }) => searchEvents(params, pageParam, PAGE_SIZE.allEvents, signal),
    // Pages are 0-based (first page 0, spec 3 §7).
    initialPageParam: 0,
    // A full page may have a successor; a short one is the last.
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === PAGE_SIZE.allEvents ? pages.length : undefined,
    enabled,
  });

export const useEventSearch = (params: EventSearchParams, enabled = true) =>
  useInfiniteQuery(eventSearchQuery(params, enabled));
