import type { OrderDetail, PayResponse } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { buildDoorFixture, type DoorFixture } from '../checkin/testing';
import { applyCoupon } from '../coupons/testing';
import { paymentsOf } from '../payments';
import { enableGates, pay } from '../payments/testing';
import { addSeat, addStanding, createBasket } from '../ticketing/testing';

/** Test helpers of the organizer's orders (issue 18): real purchases through basket, pay and the sandbox. */

/** The door fixture (owner, StatisticsViewer, stranger, gates; 50 standing places) taking GOPAY and pay in place. */
export async function buildOrdersFixture(t: TestApp): Promise<DoorFixture> {
  const f = await buildDoorFixture(t, { rows: 4, seatsPerRow: 5 });
  // A fee on the online gate (surcharge allowed), so tests see that refunds keep it (spec 2 §9).
  await enableGates(t.app.db, f.authorId, ['GOPAY'], { feeFixedMinor: 100, surchargeAllowed: true });
  await enableGates(t.app.db, f.authorId, ['RESERVATION']);
  return f;
}

export interface Purchase {
  orderId: string;
  guid: string;
  number: string;
}

/**
 * Buys seats (indexes into the fixture's seats) and standing places as a guest, paid through the sandbox
 * bank's signed notification (or reserved to pay in place).
 */
export async function buy(
  t: TestApp,
  f: DoorFixture,
  what: {
    seats?: number[];
    standing?: number;
    email?: string;
    reserve?: boolean;
    firstName?: string;
    couponId?: string;
    /** The buyer's language (Accept-Language of the payment); Slovak when not given. */
    language?: string;
  },
): Promise<Purchase> {
  const guid = await createBasket(t);
  for (const seat of what.seats ?? []) {
    const res = await addSeat(t, f.eventId, guid, f.seating.seatIds[seat] as string);
    if (res.statusCode !== 200) throw new Error(`seat ${seat}: ${res.statusCode} ${res.body}`);
  }
  if (what.standing) {
    const res = await addStanding(t, f.eventId, guid, f.standing.id, what.standing);
    if (res.statusCode !== 200) throw new Error(`standing: ${res.statusCode} ${res.body}`);
  }
  if (what.couponId) {
    const res = await applyCoupon(t, guid, what.couponId);
    if (res.statusCode !== 200) throw new Error(`coupon: ${res.statusCode} ${res.body}`);
  }
  const body = what.firstName
    ? { BuyerInfo: { FirstName: what.firstName, LastName: 'Tester', Phone: '+421 900 000 000' } }
    : undefined;
  const res = await pay(t, guid, what.reserve ? 'RESERVATION' : 'GOPAY', {
    email: what.email ?? 'guest.buyer@example.com',
    path: what.reserve ? 'reserveTicket' : 'pay',
    body,
    ...(what.language ? { language: what.language } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`pay: ${res.statusCode} ${res.body}`);
  const answer = res.json() as PayResponse;
  const orderId = answer.extraData.OrderId;
  if (!what.reserve) {
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error('order');
    const payments = paymentsOf(t.app);
    const params = payments.sandbox?.notify({
      orderId,
      outcome: 'PAID',
      amountMinor: order.totalMinor,
      currency: order.currency,
    });
    await payments.orders.handleNotification(params ?? {});
  }
  await paymentsOf(t.app).mail.drain();
  return { orderId, guid, number: answer.extraData.VariableSymbol };
}

export async function detailOf(t: TestApp, f: DoorFixture, orderId: string, who = f.owner) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/event/${f.eventId}/orders/${orderId}`,
    headers: who.headers,
  });
  if (res.statusCode !== 200) throw new Error(`detail: ${res.statusCode} ${res.body}`);
  return res.json() as OrderDetail;
}

export function refund(
  t: TestApp,
  f: DoorFixture,
  orderId: string,
  body: Record<string, unknown> = {},
  who: UserWithClaim = f.owner,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/event/${f.eventId}/orders/${orderId}/refund`,
    headers: who.headers,
    payload: body,
  });
}
