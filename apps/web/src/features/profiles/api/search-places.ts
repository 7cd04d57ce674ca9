import { type Place, PlacesResponseSchema, SEARCH } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /search/places?Key&Limit: cities for the city picker (fewer than 2 characters → nothing). */
export function searchPlaces(key: string, signal?: AbortSignal): Promise<Place[]> {
  return apiRequest('/search/places', {
    query: { Key: key, Limit: 10 },
    signal,
    schema: PlacesResponseSchema,
  });
}

export const placesQuery = (key: string) =>
  queryOptions({
    queryKey: ['search', 'places', key],
    queryFn: ({ signal }) => searchPlaces(key, signal),
    enabled: key.trim().length >= SEARCH.minLength,
  });

export const usePlaces = (key: string) => useQuery(placesQuery(key));
