import { type Place, SEARCH } from '@marquee/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** How many cities a picker offers for a typed prefix. */
const CITY_OPTIONS = 10;

/** GET /search/places?Key&Limit: cities matching the typed text (diacritics-insensitive on the server). */
export async function searchPlaces(key: string, signal?: AbortSignal): Promise<Place[]> {
  const { PlacesResponseSchema } = await import('./places-schema');
  return apiRequest('/search/places', {
    query: { Key: key, Limit: CITY_OPTIONS },
    signal,
    schema: PlacesResponseSchema,
  });
}

/** Fewer than SEARCH.minLength characters ask nothing. */
export const placesQuery = (key: string) =>
  queryOptions({
    queryKey: ['search', 'places', key.trim()],
    queryFn: ({ signal }) => searchPlaces(key.trim(), signal),
    enabled: key.trim().length >= SEARCH.minLength,
  });

/**
 * `keepPrevious`: typing one more letter keeps the previous options on screen instead of flashing empty
 * (the all-events city filter); the profile and event forms' pickers empty while they ask.
 */
export const usePlaces = (key: string, { keepPrevious = false }: { keepPrevious?: boolean } = {}) =>
  useQuery({ ...placesQuery(key), ...(keepPrevious ? { placeholderData: keepPreviousData } : {}) });
