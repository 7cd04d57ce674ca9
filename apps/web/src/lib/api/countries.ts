import { CountriesResponseSchema, type Country } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/setup';
import { apiRequest } from './client';

/**
 * GET /utility/getcountries: country names in the interface language. One query for every form that picks
 * a country (the organizer's responsible person, profile contacts, a registration's Country answer), so they
 * share one cached answer per language.
 */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiRequest('/utility/getcountries', { signal, schema: CountriesResponseSchema });
}

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['utility', 'getcountries', currentLanguage()],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQuery());
