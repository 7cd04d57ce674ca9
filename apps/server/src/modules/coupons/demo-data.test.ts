import {
  type ApiError,
  COUPON_DISCOUNT_TYPES,
  COUPON_TYPES,
  type Coupon,
  type VoucherTemplate,
} from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponEvents, coupons, voucherTemplates } from '../../db/schema/coupons';
import { seedUuid } from '../../db/seed/ids';
import type { TestApp } from '../../testing/app';
import { buildDemoApp } from '../events/test-fixtures';

/** The demo coupons: every type and discount kind, usable through the buyer calls. */
let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
}, 120_000);
afterAll(() => t.close());

describe('coupon demo data', () => {
  it('has coupons of every type and every discount kind, and voucher templates', async () => {
    const rows = await t.app.db.select().from(coupons);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(COUPON_TYPES));
    expect(new Set(rows.map((r) => r.discountType))).toEqual(new Set(COUPON_DISCOUNT_TYPES));
    expect(rows.some((r) => r.discountType === 'Price' && (r.amountMinor ?? 0) < 0)).toBe(true);
    expect((await t.app.db.select().from(voucherTemplates)).length).toBeGreaterThan(0);
  });

  it('STUDENT20 is found for its event; SUMMER25 answers expired and OLDCODE disabled', async () => {
    const [link] = await t.app.db
      .select()
      .from(couponEvents)
      .where(eq(couponEvents.couponId, seedUuid('coupon', 'STUDENT20')));
    const eventId = link?.eventId as string;
    const found = await t.app.inject({ method: 'GET', url: `/api/coupon?code=student20&eventId=${eventId}` });
    expect(found.statusCode).toBe(200);
    expect((found.json() as Coupon).DisplayValue).toBe('20');
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=SUMMER25&eventId=${eventId}`,
    });
    expect((expired.json() as ApiError).Code).toBe('COUPON.EXPIRED');
    const disabled = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=OLDCODE&eventId=${eventId}`,
    });
    expect((disabled.json() as ApiError).Code).toBe('COUPON.DISABLED');
  });

  it('voucher templates sit on an event without promo codes (its promo section would be hidden)', async () => {
    const [template] = await t.app.db.select().from(voucherTemplates);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/event/${template?.eventId}/voucherTemplates`,
    });
    expect((listed.json() as VoucherTemplate[]).length).toBe(2);
    const [student] = await t.app.db
      .select()
      .from(couponEvents)
      .where(eq(couponEvents.couponId, seedUuid('coupon', 'STUDENT20')));
    expect(template?.eventId).not.toBe(student?.eventId);
  });
});
