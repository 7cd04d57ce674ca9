import type { EventListItem } from '@marquee/contract';
import { PAGE_SIZE } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /event/search?page&perPage — published events not yet over, soonest first. */
export function searchEvents(page: number, perPage: number, signal?: AbortSignal): Promise<EventListItem[]> {
  return apiRequest<EventListItem[]>('/event/search', { query: { page, perPage }, signal });
}

export const upcomingEventsQuery = (perPage: number = PAGE_SIZE.homeEvents) =>
  queryOptions({
    queryKey: ['event', 'search', { page: 0, perPage }],
    queryFn: ({ signal }) => searchEvents(0, perPage, signal),
  });

export const useUpcomingEvents = (enabled = true) => useQuery({ ...upcomingEventsQuery(), enabled });
