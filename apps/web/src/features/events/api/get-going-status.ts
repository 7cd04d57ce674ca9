import type { EventVisitor } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export const eventVisitorPath = (eventId: string, visitorId: string) =>
  `/event/${encodeURIComponent(eventId)}/eventvisitors/${encodeURIComponent(visitorId)}`;

/** GET /event/{id}/eventvisitors/{visitorId}: the active profile's answer (GoingStatus null = none). */
export function getGoingStatus(
  eventId: string,
  visitorId: string,
  signal?: AbortSignal,
): Promise<EventVisitor> {
  return apiRequest<EventVisitor>(eventVisitorPath(eventId, visitorId), { signal });
}

export const goingStatusQuery = (eventId: string, visitorId: string | null) =>
  queryOptions({
    queryKey: ['event', eventId, 'going', visitorId],
    queryFn: ({ signal }) => getGoingStatus(eventId, visitorId ?? '', signal),
    enabled: visitorId !== null,
  });

export const useGoingStatus = (eventId: string, visitorId: string | null) =>
  useQuery(goingStatusQuery(eventId, visitorId));
