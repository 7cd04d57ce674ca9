import { type EventListItem, PAGE_SIZE } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export interface EventSearchParams {
  categories?: string[];
  cityId?: string;
  since?: string;
  till?: string;
}

/**
 * GET /event/search?categories,cityId,since,till,page,perPage: one page of published events not yet over,
 * soonest first. Typed by the contract, not parsed with its zod schema: all-events and home are landing
 * pages, and zod (~26 kB) on their first load cost more than the check is worth for our own server's
 * answer (as on the event page).
 */
export function searchEvents(
  params: EventSearchParams,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<EventListItem[]> {
  return apiRequest<EventListItem[]>('/event/search', { query: { ...params, page, perPage }, signal });
}

// The all-events page pages through this call with its early first page: all-events-query.ts (its own
// module, so home's first load does not carry that page's paging code).

/** Home's upcoming events: the first page, unfiltered. */
export const upcomingEventsQuery = (perPage: number = PAGE_SIZE.homeEvents) =>
  queryOptions({
    queryKey: ['event', 'search', { page: 0, perPage }],
    queryFn: ({ signal }) => searchEvents({}, 0, perPage, signal),
  });

export const useUpcomingEvents = (enabled = true) => useQuery({ ...upcomingEventsQuery(), enabled });
