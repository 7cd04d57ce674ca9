import type { ApiError, PayResponse } from '@marquee/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { enableGates, pay } from '../payments/testing';
import { queryRows } from '../ticketing/sql-rows';
import { addStanding, buildSaleFixture, createBasket, type SaleFixture } from '../ticketing/testing';
import { applyCoupon, buildOrganizer, createCoupon } from './testing';

/** Issue 8: paying with a voucher's remaining credit, taken off the order atomically (25.00 a ticket). */
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

const voucher = (credit: number) =>
  createCoupon(t, organizer, f.eventId, { CouponDiscount: { DiscountType: 'Voucher', Value: credit } });
const creditLeft = async (id: string) =>
  (await t.app.db.select().from(coupons).where(eq(coupons.id, id)))[0]?.remainingCreditMinor;

async function basketWithVoucher(couponId: string, tickets = 1) {
  const guid = await createBasket(t);
  expect((await addStanding(t, f.eventId, guid, f.standing.id, tickets)).statusCode).toBe(200);
  expect((await applyCoupon(t, guid, couponId)).statusCode).toBe(200);
  return guid;
}

describe('voucher credit in the pay transaction', () => {
  it('takes the credit off the price; what it cannot cover goes to the gate; the rest stays on it', async () => {
    const v = await voucher(30);
    const guid = await basketWithVoucher(v.Id, 2);
    const res = await pay(t, guid, 'GOPAY');
    expect(res.statusCode).toBe(200);
    const { extraData } = res.json() as PayResponse;
    expect(extraData.Price).toBe(20);
    expect(extraData.Flow).not.toBe('FREE');
    expect(await creditLeft(v.Id)).toBe(0);

    // Paying again with another gate supersedes the order: the credit comes back and is taken again.
    const again = (await pay(t, guid, 'BRAINTREE')).json() as PayResponse;
    expect(again.extraData.Price).toBe(20);
    expect(await creditLeft(v.Id)).toBe(0);
  });

  it('a voucher covering everything makes the order free: no gate needed, tickets at once', async () => {
    const v = await voucher(100);
    const guid = await basketWithVoucher(v.Id, 2);
    const res = await pay(t, guid, null);
    expect(res.statusCode).toBe(200);
    const { extraData } = res.json() as PayResponse;
    expect(extraData).toMatchObject({ Price: 0, Total: 0, Flow: 'FREE' });
    expect(await creditLeft(v.Id)).toBe(5000);
  });

  it('60.00 of credit raced by 10 parallel baskets of 25.00: exactly 60.00 used, never below 0', async () => {
    const v = await voucher(60);
    const guids: string[] = [];
    for (let i = 0; i < 10; i++) guids.push(await basketWithVoucher(v.Id));
    const answers = await Promise.all(
      guids.map((guid, i) => pay(t, guid, 'GOPAY', { email: `voucher${i}@example.com` })),
    );
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => (a.json() as PayResponse).extraData);
    const refused = answers.filter((a) => a.statusCode !== 200);
    // 25 + 25 + 10 of credit: two free orders, one paying 15.00, the others refused for no credit.
    expect(ok.map((d) => d.Price).sort((a, b) => a - b)).toEqual([0, 0, 15]);
    expect(refused.map((a) => [a.statusCode, (a.json() as ApiError).Code])).toEqual(
      Array(7).fill([409, 'COUPON.NO_CREDIT']),
    );
    expect(ok.reduce((sum, d) => sum + (25 - d.Price), 0)).toBe(60);
    expect(await creditLeft(v.Id)).toBe(0);
    const [audit] = await queryRows<{ credit: number }>(
      t.app.db,
      sql`select sum(credit_minor)::int as credit from coupon_audit where coupon_id = ${v.Id}::uuid`,
    );
    expect(audit?.credit).toBe(6000);
  });
});
