import type { Venue } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

/** GET /venue/{id} (2.1, cached): the configuration's sectors, shapes and size for the seat map. */
export function getVenue(
  venueId: string,
  configurationId: string | null,
  signal?: AbortSignal,
): Promise<Venue> {
  return apiRequest<Venue>(`/venue/${encodeURIComponent(venueId)}`, {
    version: '2.1',
    query: { configurationId },
    signal,
  });
}

export const venueQuery = (venueId: string, configurationId: string | null) =>
  queryOptions({
    queryKey: ticketingKeys.venue(venueId, configurationId),
    queryFn: ({ signal }) => getVenue(venueId, configurationId, signal),
    // The layout of a hall does not change while someone buys; the spec caches it.
    staleTime: Number.POSITIVE_INFINITY,
  });
