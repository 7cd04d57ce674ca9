import { type VatRatesResponse, VatRatesResponseSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /utility/vatrates; a failure falls back to no known rates (spec 3 §8), so VAT is typed in. */
export async function getVatRates(signal?: AbortSignal): Promise<VatRatesResponse['VatRates']> {
  try {
    return (await apiRequest('/utility/vatrates', { signal, schema: VatRatesResponseSchema })).VatRates;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
}

export const vatRatesQuery = () =>
  queryOptions({
    queryKey: ['utility', 'vatrates'],
    queryFn: ({ signal }) => getVatRates(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVatRates = () => useQuery(vatRatesQuery());
