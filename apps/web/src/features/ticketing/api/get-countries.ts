import { CountriesResponseSchema, type Country } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/setup';
import { apiRequest } from '../../../lib/api/client';

/** GET /utility/getcountries: country names in the interface language (registration's Country answers). */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiRequest('/utility/getcountries', { signal, schema: CountriesResponseSchema });
}

// Same key as the organizer's and profile-content's calls, so the features share one cached answer.
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['utility', 'getcountries', currentLanguage()],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQuery());
