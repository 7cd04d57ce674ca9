import type { EventListItem } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /event?profileId&page&perPage: a profile's upcoming events (as author, venue or lineup member). */
export function getProfileEvents(profileId: string, signal?: AbortSignal): Promise<EventListItem[]> {
  return apiRequest<EventListItem[]>('/event', { query: { profileId, page: 1, perPage: 10 }, signal });
}

export const profileEventsQuery = (profileId: string) =>
  queryOptions({
    queryKey: ['event', 'profile', profileId],
    queryFn: ({ signal }) => getProfileEvents(profileId, signal),
  });

export const useProfileEvents = (profileId: string | undefined) =>
  useQuery({ ...profileEventsQuery(profileId ?? ''), enabled: !!profileId });
