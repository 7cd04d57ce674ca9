import { feeFromTotal, type PaymentFeeAnswer, type PaymentGate } from '@marquee/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkoutKeys } from './checkout-keys';

export interface FeeInput {
  eventId: string;
  gate: PaymentGate;
  price: number;
  currency: string;
  forReservationsPay: boolean;
}

/**
 * GET /utility/paymentFee. Spec 2 §7: fee = total − price, and a failed lookup charges the original
 * price (fee 0) rather than blocking the purchase — the server applies its own fee at pay anyway.
 */
export async function getPaymentFee(input: FeeInput, signal?: AbortSignal): Promise<number> {
  try {
    const answer = await apiRequest<PaymentFeeAnswer>('/utility/paymentFee', {
      query: {
        Currency: input.currency,
        Price: input.price,
        EventId: input.eventId,
        ForReservationsPay: input.forReservationsPay,
        PaymentGate: input.gate,
      },
      signal,
    });
    return feeFromTotal(input.price, answer.TotalPrice);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return feeFromTotal(input.price, input.price);
  }
}

export const paymentFeeQuery = (input: FeeInput | null) =>
  queryOptions({
    queryKey: input
      ? checkoutKeys.fee(input.eventId, input.gate, input.price, input.currency, input.forReservationsPay)
      : ['checkout', 'fee', null],
    queryFn: ({ signal }) => (input ? getPaymentFee(input, signal) : Promise.resolve(0)),
    enabled: input !== null,
    // The previous gate's fee stays on screen while the new one loads (the pay button waits for it).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
