import type { RemainingCredit } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

/** GET /coupon/{id}/remainingCredit: what a voucher has left to pay with. */
export function getCouponCredit(couponId: string, signal?: AbortSignal): Promise<RemainingCredit> {
  return apiRequest<RemainingCredit>(`/coupon/${encodeURIComponent(couponId)}/remainingCredit`, { signal });
}

export const couponCreditQuery = (couponId: string) =>
  queryOptions({
    queryKey: [...ticketingKeys.all, 'coupon-credit', couponId] as const,
    queryFn: ({ signal }) => getCouponCredit(couponId, signal),
  });
