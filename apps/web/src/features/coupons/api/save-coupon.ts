import { type Coupon, CouponSchema, type CouponUpdate } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { profileCouponsPath } from './keys';

interface ActiveProfile {
  Id: string;
  Type: string;
}

/** POST /{type}/{id}/coupons: 409 COUPON.CODE_TAKEN (FieldErrors Code) when the organizer has the code. */
export function createCoupon(profile: ActiveProfile, body: unknown): Promise<Coupon> {
  return apiRequest(profileCouponsPath(profile), { method: 'POST', body, schema: CouponSchema });
}

/** PUT /{type}/{id}/coupons/{couponId}: any subset; `{ Disabled: true }` disables (never deleted). */
export function updateCoupon(
  profile: ActiveProfile,
  couponId: string,
  body: CouponUpdate | Record<string, unknown>,
): Promise<Coupon> {
  return apiRequest(`${profileCouponsPath(profile)}/${encodeURIComponent(couponId)}`, {
    method: 'PUT',
    body,
    schema: CouponSchema,
  });
}
