import type { City } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /city/{id}: a city's name, region and country in the request's language (all-events filter, profile
 * header); 404 for unknown ids. Typed, not zod-parsed: both pages are landing pages (see search-events.ts).
 */
export function getCity(id: string, signal?: AbortSignal): Promise<City> {
  return apiRequest<City>(`/city/${encodeURIComponent(id)}`, { signal });
}

export const cityQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['city', id],
    queryFn: ({ signal }) => getCity(id ?? '', signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useCity = (id: string | null) => useQuery(cityQuery(id));
