import { type City, CitySchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /city/{id}: a city's name, region and country in the request's language (all-events filter, profile header); 404 for unknown ids. */
export function getCity(id: string, signal?: AbortSignal): Promise<City> {
  return apiRequest(`/city/${encodeURIComponent(id)}`, { signal, schema: CitySchema });
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
