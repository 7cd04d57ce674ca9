import type { ApiError } from '@marquee/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponEvents, coupons } from '../../db/schema/coupons';
import { AppError } from '../../plugins/errors';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { queryRows } from '../ticketing/sql-rows';
import { addStanding, buildSaleFixture, createBasket, type SaleFixture } from '../ticketing/testing';
import { consumeCouponsForOrder } from './consume';
import { applyCoupon, buildOrganizer, createCoupon } from './testing';

let t: TestApp;
let f: SaleFixture;
let organizer: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { standingCapacity: 200 });
  organizer = await buildOrganizer(t, f);
});
afterAll(() => t.close());

/** A basket with `count` standing places and the coupon applied (200 expected). */
async function basketWithCoupon(couponId: string, count = 1) {
  const guid = await createBasket(t);
  expect((await addStanding(t, f.eventId, guid, f.standing.id, count)).statusCode).toBe(200);
  const res = await applyCoupon(t, guid, couponId);
  expect(res.statusCode, res.body).toBe(200);
  return guid;
}

/** What an order's transaction does with coupons: consume them, then (here) commit. */
const payInParallel = (guids: string[]) =>
  Promise.allSettled(guids.map((id) => t.app.db.transaction((tx) => consumeCouponsForOrder(tx, { id }))));

const codeOf = (reason: unknown) => (reason instanceof AppError ? reason.code : String(reason));

describe('consumeCouponsForOrder: remaining counts consumed atomically', () => {
  it('RemainingCount 5 applied by 20 baskets that pay at once → exactly 5 uses, 15 COUPON.EXHAUSTED', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { TotalCount: 5 });
    const guids: string[] = [];
    // Applying does not use the coupon: every one of the 20 baskets may carry it until someone pays.
    for (let i = 0; i < 20; i++) guids.push(await basketWithCoupon(coupon.Id));
    const results = await payInParallel(guids);
    const paid = results.filter((r) => r.status === 'fulfilled');
    expect(paid).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => codeOf(r.reason))).toEqual(Array(15).fill('COUPON.EXHAUSTED'));
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.Id));
    expect(row?.remainingCount).toBe(0);
    const audit = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from coupon_audit where coupon_id = ${coupon.Id} and action = 'CONSUME'`,
    );
    expect(audit[0]?.n).toBe(5);
  });

  it('counts every discounted line: a basket needing 3 of 4 remaining uses wins once, the next fails', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { TotalCount: 4 });
    const first = await basketWithCoupon(coupon.Id, 3);
    const second = await basketWithCoupon(coupon.Id, 3);
    const results = await payInParallel([first, second]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const ok = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{
      coupons: { count: number }[];
    }>;
    expect(ok.value.coupons[0]?.count).toBe(3);
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.Id));
    expect(row?.remainingCount).toBe(1);
  });

  it('per-event limits are consumed with the coupon and never go below 0', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { MaximumTicketsPerEvent: 2 });
    const guids = [
      await basketWithCoupon(coupon.Id),
      await basketWithCoupon(coupon.Id),
      await basketWithCoupon(coupon.Id),
    ];
    const results = await payInParallel(guids);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const [link] = await t.app.db.select().from(couponEvents).where(eq(couponEvents.couponId, coupon.Id));
    expect(link?.remainingCount).toBe(0);
    // Now the code answers "used up for this event".
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=${coupon.Code}&eventId=${f.eventId}`,
    });
    expect((lookup.json() as ApiError).Code).toBe('COUPON.EXHAUSTED');
  });

  it('a voucher pays up to its credit once; parallel orders never spend more than it holds', async () => {
    const voucher = await createCoupon(t, organizer, f.eventId, {
      CouponDiscount: { DiscountType: 'Voucher', Value: 60 },
    });
    // Three baskets of 2 × 25.00 with the voucher: 60 pays 50 + 10, the third finds no credit.
    const guids = [
      await basketWithCoupon(voucher.Id, 2),
      await basketWithCoupon(voucher.Id, 2),
      await basketWithCoupon(voucher.Id, 2),
    ];
    const results = await payInParallel(guids);
    const used = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.voucherCreditMinor] : []));
    expect(used.reduce((a, b) => a + b, 0)).toBe(6000);
    expect(used.sort((a, b) => a - b)).toEqual([1000, 5000]);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => codeOf(r.reason))).toEqual(['COUPON.NO_CREDIT']);
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, voucher.Id));
    expect(row?.remainingCreditMinor).toBe(0);
  });

  it('a coupon disabled after it was applied refuses the payment (COUPON.DISABLED); the count stays', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { TotalCount: 3 });
    const guid = await basketWithCoupon(coupon.Id);
    await t.app.db.update(coupons).set({ disabled: true }).where(eq(coupons.id, coupon.Id));
    const [result] = await payInParallel([guid]);
    expect(result?.status === 'rejected' && codeOf(result.reason)).toBe('COUPON.DISABLED');
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.Id));
    expect(row?.remainingCount).toBe(3);
  });

  it('the database itself refuses a remaining count below 0 and a percentage above 1', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { TotalCount: 1 });
    await expect(
      t.app.db.update(coupons).set({ remainingCount: -1 }).where(eq(coupons.id, coupon.Id)),
    ).rejects.toThrow();
    await expect(
      t.app.db.update(coupons).set({ percentage: '1.5' }).where(eq(coupons.id, coupon.Id)),
    ).rejects.toThrow();
  });

  it('an order without coupons consumes nothing', async () => {
    const guid = await createBasket(t);
    await addStanding(t, f.eventId, guid, f.standing.id, 1);
    const result = await t.app.db.transaction((tx) => consumeCouponsForOrder(tx, { id: guid }));
    expect(result).toEqual({ coupons: [], voucherCreditMinor: 0 });
  });
});
