import type { Coupon } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles';
import type { TestApp } from '../../testing/app';
import { buildUserWithClaim, type UserWithClaim } from '../../testing/factories';
import type { SaleFixture } from '../ticketing/testing';

/** The sale fixture's organizer (its author profile) with a signed-in claim holder. */
export async function buildOrganizer(
  t: TestApp,
  f: SaleFixture,
  role: 'Owner' | 'StatisticsViewer' = 'Owner',
) {
  const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.id, f.authorId));
  if (!profile) throw new Error('fixture author missing');
  return buildUserWithClaim(t.app, { profile, role });
}

export const couponsPath = (organizer: UserWithClaim) =>
  `/api/${organizer.profile.type.toLowerCase()}/${organizer.profile.id}/coupons`;

/** Creates a coupon through the API (201 expected); `body` overrides a 20 % code for the event. */
export async function createCoupon(
  t: TestApp,
  organizer: UserWithClaim,
  eventId: string,
  body: Record<string, unknown> = {},
): Promise<Coupon> {
  const res = await t.app.inject({
    method: 'POST',
    url: couponsPath(organizer),
    headers: organizer.headers,
    payload: {
      CouponName: 'Students',
      Code: `CODE${Math.random().toString(36).slice(2, 10)}`,
      CouponDiscount: { DiscountType: 'Percentage', Value: 0.2 },
      Events: [eventId],
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`createCoupon: ${res.statusCode} ${res.body}`);
  return res.json() as Coupon;
}

export function applyCoupon(
  t: TestApp,
  guid: string,
  couponId: string | null,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ticketing/coupon/${guid}${couponId ? `?CouponId=${couponId}` : ''}`,
    headers,
  });
}
