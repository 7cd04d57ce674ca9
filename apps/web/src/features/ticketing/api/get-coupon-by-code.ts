import type { Coupon } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /coupon?code,eventId: the promo code of the event's organizer. 404 COUPON.BY_CODE_ERROR when there
 * is none; 409 with the code's own reason (COUPON.EXPIRED, DISABLED, EXHAUSTED, WRONG_EVENT, ...) when it
 * cannot be used here now; 429 after too many lookups.
 */
export function getCouponByCode(code: string, eventId: string): Promise<Coupon> {
  return apiRequest<Coupon>('/coupon', { query: { code: code.trim(), eventId } });
}
