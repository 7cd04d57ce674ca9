import type { ApiError, PayResponse } from '@marquee/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/orders';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { paymentsOf } from '../payments';
import { enableGates, pay } from '../payments/testing';
import { addStanding, buildSaleFixture, createBasket, type SaleFixture } from '../ticketing/testing';
import { applyCoupon, buildOrganizer, createCoupon } from './testing';

/** Coupon uses are taken by the order that pays with them, atomically, through the real pay call. */
let t: TestApp;
let f: SaleFixture;
let organizer: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { standingCapacity: 200 });
  await enableGates(t.app.db, f.authorId, ['GOPAY', 'BRAINTREE']);
  organizer = await buildOrganizer(t, f);
});
afterAll(() => t.close());

async function basketWithCoupon(couponId: string) {
  const guid = await createBasket(t);
  expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
  expect((await applyCoupon(t, guid, couponId)).statusCode).toBe(200);
  return guid;
}

const remaining = async (id: string) =>
  (await t.app.db.select().from(coupons).where(eq(coupons.id, id)))[0]?.remainingCount;

describe('coupons consumed with the order (POST /ticketing/basket/{guid}/pay)', () => {
  it('RemainingCount 5 applied by 20 parallel baskets that then pay → exactly 5 discounted orders', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { TotalCount: 5 });
    const guids: string[] = [];
    for (let i = 0; i < 20; i++) guids.push(await basketWithCoupon(coupon.Id));
    const answers = await Promise.all(
      guids.map((guid, i) => pay(t, guid, 'GOPAY', { email: `racer${i}@example.com` })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => [a.statusCode, (a.json() as ApiError).Code])).toEqual(
      Array(15).fill([409, 'COUPON.EXHAUSTED']),
    );
    expect(ok.map((a) => (a.json() as PayResponse).extraData.Price)).toEqual(Array(5).fill(20));
    const discounted = await t.app.db.execute(
      sql`select count(*)::int as n from orders where basket_id in (${sql.join(
        guids.map((g) => sql`${g}::uuid`),
        sql`, `,
      )}) and price_minor = 2000`,
    );
    expect((discounted as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(5);
    expect(await remaining(coupon.Id)).toBe(0);

    // A refused buyer takes the coupon off and pays the listed price.
    const retry = guids[answers.findIndex((a) => a.statusCode !== 200)] as string;
    await applyCoupon(t, retry, null);
    const full = await pay(t, retry, 'GOPAY', { email: 'retry@example.com' });
    expect(full.statusCode).toBe(200);
    expect((full.json() as PayResponse).extraData.Price).toBe(25);
  });

  it('a pay repeated with another gate supersedes the pending order and gives its use back first', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { TotalCount: 2 });
    const guid = await basketWithCoupon(coupon.Id);
    expect((await pay(t, guid, 'GOPAY')).statusCode).toBe(200);
    expect(await remaining(coupon.Id)).toBe(1);
    // The same submit again reuses the order and takes nothing more.
    expect((await pay(t, guid, 'GOPAY')).statusCode).toBe(200);
    expect(await remaining(coupon.Id)).toBe(1);
    expect((await pay(t, guid, 'BRAINTREE')).statusCode).toBe(200);
    expect(await remaining(coupon.Id)).toBe(1);
  });

  it('an order that expires unpaid gives its uses back', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { TotalCount: 3, MaximumTicketsPerEvent: 3 });
    const guid = await basketWithCoupon(coupon.Id);
    const answer = (await pay(t, guid, 'GOPAY')).json() as PayResponse;
    expect(await remaining(coupon.Id)).toBe(2);
    await t.app.db.execute(
      sql`update basket_items set valid_till = now() - interval '1 second' where basket_id = ${guid}`,
    );
    await paymentsOf(t.app).orders.expireStale(0);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, answer.extraData.OrderId));
    expect(order?.state).toBe('EXPIRED');
    expect(await remaining(coupon.Id)).toBe(3);
    const perEvent = await t.app.db.execute(
      sql`select remaining_count from coupon_events where coupon_id = ${coupon.Id}`,
    );
    expect((perEvent as unknown as { rows: { remaining_count: number }[] }).rows[0]?.remaining_count).toBe(3);
    // Expiring again releases nothing twice.
    await paymentsOf(t.app).orders.expireStale(0);
    expect(await remaining(coupon.Id)).toBe(3);
  });
});
