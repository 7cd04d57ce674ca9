import { MyEventsResponseSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /event/myevents/{profileId}?perPage=100: the organizer's events (soonest first) for the season-event
 * picker, which names the seasons an event belongs to and offers the others.
 */
export const organizerEventsQuery = (profileId: string) =>
  queryOptions({
    queryKey: ['organizer', 'myevents', profileId, 'all'],
    queryFn: ({ signal }) =>
      apiRequest(`/event/myevents/${encodeURIComponent(profileId)}`, {
        query: { perPage: 100, order: 'asc' },
        signal,
        schema: MyEventsResponseSchema,
      }),
    enabled: profileId !== '',
  });

export const useOrganizerEvents = (profileId: string) => useQuery(organizerEventsQuery(profileId));
