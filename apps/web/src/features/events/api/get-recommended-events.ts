import { type EventListItem, PAGE_SIZE } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /event/recommended?page=0&perPage=13: the event page's candidates (spec 1 §9: fetch 13, show 9). */
export function getRecommendedEvents(signal?: AbortSignal): Promise<EventListItem[]> {
  return apiRequest<EventListItem[]>('/event/recommended', {
    query: { page: 0, perPage: PAGE_SIZE.eventPageRecommendedFetch },
    signal,
  });
}

export const recommendedEventsQuery = () =>
  queryOptions({
    queryKey: ['event', 'recommended', 'event-page'],
    queryFn: ({ signal }) => getRecommendedEvents(signal),
  });

/** Starts only when `enabled` (the section nears the screen), so it never competes with the page itself. */
export const useRecommendedEvents = (enabled: boolean) => useQuery({ ...recommendedEventsQuery(), enabled });
