import type { Basket } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /ticketing/coupon/{guid}?CouponId: applies the coupon to the basket's lines (prices recomputed), or
 * with `remove` takes it off them. Answers the basket. Throws COUPON.* (APPLICATION_FAILED,
 * OWNERSHIP_FAILED, MINIMUM_NOT_REACHED, WRONG_SECTOR, EXHAUSTED, ...).
 */
export function applyCoupon(guid: string, couponId: string, remove = false): Promise<Basket> {
  return apiRequest<Basket>(`/ticketing/coupon/${encodeURIComponent(guid)}`, {
    method: 'POST',
    query: { CouponId: couponId, remove: remove ? true : undefined },
  });
}
