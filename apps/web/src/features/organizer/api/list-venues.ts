import { type VenueListItem, VenueListResponseSchema } from '@marquee/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /venue?ProfileId&key: the organizer's own and used venues, and venue profiles' halls by key. */
export function listVenues(profileId: string, key: string, signal?: AbortSignal): Promise<VenueListItem[]> {
  return apiRequest('/venue', {
    query: { ProfileId: profileId, key: key.trim() || null },
    signal,
    schema: VenueListResponseSchema,
  });
}

export const venueListQuery = (profileId: string, key: string) =>
  queryOptions({
    queryKey: ['organizer', 'venues', profileId, key.trim()],
    queryFn: ({ signal }) => listVenues(profileId, key, signal),
    // Typing keeps the previous answers listed until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useVenueList = (profileId: string, key: string) => useQuery(venueListQuery(profileId, key));
