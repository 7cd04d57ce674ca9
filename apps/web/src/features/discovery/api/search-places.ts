import { type Place, PlacesResponseSchema, SEARCH } from '@marquee/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** How many cities the filter offers for a typed prefix. */
const CITY_OPTIONS = 10;

/** GET /search/places?Key&Limit: cities matching the typed text (diacritics-insensitive on the server). */
export function searchPlaces(key: string, signal?: AbortSignal): Promise<Place[]> {
  return apiRequest('/search/places', {
    query: { Key: key, Limit: CITY_OPTIONS },
    signal,
    schema: PlacesResponseSchema,
  });
}

export const placesQuery = (key: string) =>
  queryOptions({
    queryKey: ['search', 'places', key.trim()],
    queryFn: ({ signal }) => searchPlaces(key.trim(), signal),
    enabled: key.trim().length >= SEARCH.minLength,
    // Typing one more letter keeps the previous options on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const usePlaces = (key: string) => useQuery(placesQuery(key));
