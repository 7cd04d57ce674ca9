import type { PayResponse } from '@marquee/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { orders, paymentAudit, tickets } from '../../db/schema/orders';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { resolveAuthSecret } from '../accounts/tokens';
import { paymentsOf } from '../payments';
import { createSandboxGateway } from '../payments/gateways/sandbox';
import { createSigner } from '../payments/gateways/signing';
import { enableGates, pay } from '../payments/testing';
import { addStanding, buildSaleFixture, createBasket, type SaleFixture } from '../ticketing/testing';
import { applyCoupon, buildOrganizer, createCoupon } from './testing';

/** Issue 8: an order that expired (and gave its coupon uses back) but is paid late re-takes them. */
let t: TestApp;
let f: SaleFixture;
let organizer: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { standingCapacity: 100 });
  await enableGates(t.app.db, f.authorId, ['GOPAY']);
  organizer = await buildOrganizer(t, f);
});
afterAll(() => t.close());

const remaining = async (id: string) =>
  (await t.app.db.select().from(coupons).where(eq(coupons.id, id)))[0]?.remainingCount;
const orderState = async (id: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]?.state;

async function pendingOrderWith(couponId: string, email: string) {
  const guid = await createBasket(t);
  expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
  expect((await applyCoupon(t, guid, couponId)).statusCode).toBe(200);
  const res = await pay(t, guid, 'GOPAY', { email });
  expect(res.statusCode).toBe(200);
  return { guid, answer: res.json() as PayResponse };
}

async function expire(guid: string) {
  await t.app.db.execute(
    sql`update basket_items set valid_till = now() - interval '1 second' where basket_id = ${guid}`,
  );
  await paymentsOf(t.app).orders.expireStale(0);
}

function lateNotify(answer: PayResponse) {
  const signer = createSigner(resolveAuthSecret(t.config), 'payments-sandbox');
  const gateway = createSandboxGateway({ apiBase: '', signer, log: t.app.log });
  const signed = gateway.notify({
    orderId: answer.extraData.OrderId,
    outcome: 'PAID',
    amountMinor: Math.round(answer.extraData.Total * 100),
    currency: answer.extraData.Currency,
  });
  return t.app.inject({ method: 'POST', url: '/api/payments/sandbox/notify', payload: signed });
}

describe('late payment of an expired order with a coupon', () => {
  it('re-takes the use it gave back, once, even when the notification is replayed', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { TotalCount: 2, MaximumTicketsPerEvent: 2 });
    const { guid, answer } = await pendingOrderWith(coupon.Id, 'late.coupon@example.com');
    expect(answer.extraData.Price).toBe(20);
    expect(await remaining(coupon.Id)).toBe(1);
    await expire(guid);
    expect(await orderState(answer.extraData.OrderId)).toBe('EXPIRED');
    expect(await remaining(coupon.Id)).toBe(2);

    expect((await lateNotify(answer)).json()).toMatchObject({ State: 'PAID' });
    expect(await remaining(coupon.Id)).toBe(1);
    const perEvent = await t.app.db.execute(
      sql`select remaining_count from coupon_events where coupon_id = ${coupon.Id}`,
    );
    expect((perEvent as unknown as { rows: { remaining_count: number }[] }).rows[0]?.remaining_count).toBe(1);
    // The bank repeats itself: nothing is taken twice.
    expect((await lateNotify(answer)).json()).toMatchObject({ State: 'PAID' });
    expect(await remaining(coupon.Id)).toBe(1);
  });

  it('refunds when another buyer used the last use in the meantime, and keeps the count right', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { TotalCount: 1 });
    const late = await pendingOrderWith(coupon.Id, 'late.refund@example.com');
    await expire(late.guid);
    expect(await remaining(coupon.Id)).toBe(1);
    const rival = await pendingOrderWith(coupon.Id, 'rival@example.com');
    expect(await remaining(coupon.Id)).toBe(0);

    expect((await lateNotify(late.answer)).json()).toMatchObject({ State: 'REFUNDED' });
    expect(await remaining(coupon.Id)).toBe(0);
    expect(
      await t.app.db.select().from(tickets).where(eq(tickets.orderId, late.answer.extraData.OrderId)),
    ).toHaveLength(0);
    const audit = await t.app.db
      .select()
      .from(paymentAudit)
      .where(eq(paymentAudit.orderId, late.answer.extraData.OrderId));
    expect(audit.find((a) => a.action === 'REFUNDED')?.detail).toMatchObject({ reason: 'COUPON' });
    // The rival's order is untouched and pays normally.
    expect((await lateNotify(rival.answer)).json()).toMatchObject({ State: 'PAID' });
    expect(await remaining(coupon.Id)).toBe(0);
  });
});
