import { AvailableCurrenciesResponseSchema, type Currency } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /utility/availableCurrencies: what an event may sell in. */
export function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  return apiRequest('/utility/availableCurrencies', { signal, schema: AvailableCurrenciesResponseSchema });
}

export const currenciesQuery = () =>
  queryOptions({
    queryKey: ['utility', 'availableCurrencies'],
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCurrencies = () => useQuery(currenciesQuery());
