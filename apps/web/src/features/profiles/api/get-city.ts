import { type City, CitySchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /city/{id}: the region and country of a profile's city, in the request's language. */
export function getCity(id: string, signal?: AbortSignal): Promise<City> {
  return apiRequest(`/city/${encodeURIComponent(id)}`, { signal, schema: CitySchema });
}

// Same key as the all-events filter's city lookup: one cache entry per city for the whole app.
export const profileCityQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['city', id],
    queryFn: ({ signal }) => getCity(id ?? '', signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useProfileCity = (id: string | null) => useQuery(profileCityQuery(id));
