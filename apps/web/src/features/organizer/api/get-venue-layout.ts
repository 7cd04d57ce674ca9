import { type Venue, VenueSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /venue/{id}?configurationId (2.1): the layout's sectors, shown read-only in the wizard. */
export function getVenueLayout(
  venueId: string,
  configurationId: string | null,
  signal?: AbortSignal,
): Promise<Venue> {
  return apiRequest(`/venue/${encodeURIComponent(venueId)}`, {
    version: '2.1',
    query: { configurationId },
    signal,
    schema: VenueSchema,
  });
}

export const venueLayoutQuery = (venueId: string, configurationId: string | null) =>
  queryOptions({
    queryKey: ['organizer', 'venue', venueId, configurationId],
    queryFn: ({ signal }) => getVenueLayout(venueId, configurationId, signal),
    retry: false,
  });

export const useVenueLayout = (venueId: string, configurationId: string | null) =>
  useQuery(venueLayoutQuery(venueId, configurationId));
