import type { PaymentMethod } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkoutKeys } from './checkout-keys';

/** GET /ticketing/basket/{id}/getAvailablePaymentMethods?forReservationsPay: the gates, in display order. */
export function getPaymentMethods(
  guid: string,
  forReservationsPay: boolean,
  signal?: AbortSignal,
): Promise<PaymentMethod[]> {
  return apiRequest<PaymentMethod[]>(
    `/ticketing/basket/${encodeURIComponent(guid)}/getAvailablePaymentMethods`,
    { query: { forReservationsPay }, signal },
  );
}

export const paymentMethodsQuery = (guid: string, forReservationsPay: boolean, enabled: boolean) =>
  queryOptions({
    queryKey: checkoutKeys.methods(guid, forReservationsPay),
    queryFn: ({ signal }) => getPaymentMethods(guid, forReservationsPay, signal),
    enabled,
    staleTime: 60_000,
  });
