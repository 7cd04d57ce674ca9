import type { PaymentsMode } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkoutKeys } from './checkout-keys';

/** GET /payments/mode: whether online payments go to the built-in test bank (PAYMENTS_SANDBOX). */
export function getPaymentsMode(signal?: AbortSignal): Promise<PaymentsMode> {
  return apiRequest<PaymentsMode>('/payments/mode', { signal });
}

/** Asked once per visit: the server's setting does not change while it runs. */
export const paymentsModeQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.mode,
    queryFn: ({ signal }) => getPaymentsMode(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Without an answer the ribbon just stays hidden (queries never open the error dialog).
    retry: false,
  });
