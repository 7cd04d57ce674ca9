import { MY_EVENTS_PAGE_SIZE, type MyEvent, MyEventsResponseSchema } from '@marquee/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { organizerKeys } from './keys';

export interface MyEventsFilters {
  statuses: ('PUBLISHED' | 'DRAFT')[];
  key: string;
  /** '' = every event; Future = not yet over; Past = over. */
  eventBegin: '' | 'Future' | 'Past';
  order: 'asc' | 'desc' | null;
  /** YYYY-MM-DD or ''. */
  from: string;
  till: string;
  /** 0-based (the API's first page is 0). */
  page: number;
}

/** GET /event/myevents/{profileId}: the profile's events, drafts included, 8 a page (spec 3 §7, §9). */
export function getMyEvents(
  profileId: string,
  filters: MyEventsFilters,
  signal?: AbortSignal,
): Promise<MyEvent[]> {
  return apiRequest(`/event/myevents/${encodeURIComponent(profileId)}`, {
    query: {
      statuses: filters.statuses.length ? filters.statuses.join(',') : null,
      key: filters.key.trim() || null,
      eventBegin: filters.eventBegin || null,
      order: filters.order,
      from: filters.from || null,
      till: filters.till || null,
      page: filters.page,
      perPage: MY_EVENTS_PAGE_SIZE,
    },
    signal,
    schema: MyEventsResponseSchema,
  });
}

export const myEventsQuery = (profileId: string, filters: MyEventsFilters) =>
  queryOptions({
    queryKey: organizerKeys.myEvents(profileId, filters),
    queryFn: ({ signal }) => getMyEvents(profileId, filters, signal),
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useMyEvents = (profileId: string, filters: MyEventsFilters) =>
  useQuery(myEventsQuery(profileId, filters));
