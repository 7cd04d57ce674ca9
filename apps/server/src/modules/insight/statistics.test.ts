import type { EventStatistics, ProfileOverview } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketDoorStates, turnstileSystems } from '../../db/schema/checkin';
import { eventSeatBlocks } from '../../db/schema/seat-blocks';
import { basketItems, baskets } from '../../db/schema/ticketing';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildDoorFixture, type DoorFixture } from '../checkin/testing';
import { buildSiblingEvent } from '../ticketing/testing';
import { buildCoupon, writeOrder } from './testing';

/*
 * Statistics and commissions with figures computed by hand (issue 18). The event is in America/New_York;
 * DST began there on 2025-03-09 at 07:00Z, so from then local time is UTC−4.
 *
 * EUR orders (minor units; price = Σ(listed − discount + extra) − voucher credit):
 *  o1 PAID GPWEBPAY 2025-03-10T03:30Z (23:30 on the 9th, local): seat 0 A 4500 with PCT20 (−900) → 3600,
 *     seat 1 A 4500 → price 8100, fee 250. Seat 0 is inside, seat 1 went in and out.
 *  o2 PAID STRIPE 04:30Z (00:30 on the 10th, local), referral embed-1: GA 2500 with SURCH (Price coupon
 *     30.00: −(−500)) → 3000, T-shirt 2000, GA 2500 + 1000 donation → 3500 → price 8500, fee 300.
 *  o3 PAID GOPAY 15:00Z: seat 2 A 4500 with 20.00 of gift-voucher credit → price 2500, fee 100.
 *  o5 RESERVED created 10:00Z: seat 3 A 4500 (promised).
 *  o6 PAID GPWEBPAY 2025-03-12T12:00Z: seats 4 and 5 A 4500 each → price 9000, fee 200; seat 4 cancelled
 *     later: refunded 4500, its place on sale again.
 *  o7 CANCELLED: seat 6, counts nowhere.
 * CZK: o4 PAID GOPAY 2025-03-11T12:00Z: GA 2500.
 * Seat 7 is held live, seat 8's hold expired, seat 9 is blocked.
 *
 * EUR totals: Orders 4 (o1 o2 o3 o6), Tickets 7 (2 + 2 GA, T-shirt apart, + 1 + 2), Gross 8100 + 8500 + 2500
 * + 9000 = 28100, PaymentFees 850, CouponDiscounts 900 − 500 = 400, VoucherCredit 2000, Donations 1000,
 * Merchandise 2000, Refunded 4500, Raised 23600 → fee 23600 × 3.6 % = 849.6 → 850 → Net 22750,
 * Reserved 4500. CZK: Raised 2500 → fee 90 → Net 2410.
 */

let t: TestApp;
let f: DoorFixture;
let sibling: string;

const get = (url: string, headers = f.owner.headers) => t.app.inject({ method: 'GET', url, headers });
const statistics = async (query = '') => {
  const res = await get(`/api/event/${f.eventId}/statistics${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EventStatistics;
};

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildDoorFixture(t, { event: { timeZone: 'America/New_York' } });
  const db = t.app.db;
  const pct = await buildCoupon(db, f.authorId, {
    code: 'PCT20',
    discountType: 'Percentage',
    percentage: '0.2',
  });
  const surcharge = await buildCoupon(db, f.authorId, {
    code: 'SURCH',
    discountType: 'Price',
    amountMinor: 3000,
  });
  const gift = await buildCoupon(db, f.authorId, {
    code: 'GIFT',
    discountType: 'Voucher',
    amountMinor: 5000,
  });
  const at = (iso: string) => new Date(iso);
  const o1 = await writeOrder(db, f, {
    state: 'PAID',
    paidAt: at('2025-03-10T03:30:00Z'),
    fee: 250,
    lines: [
      { place: { sector: 'seating', seat: 0 }, listed: 4500, discount: 900, couponId: pct },
      { place: { sector: 'seating', seat: 1 }, listed: 4500 },
    ],
  });
  await writeOrder(db, f, {
    state: 'PAID',
    gate: 'STRIPE',
    paidAt: at('2025-03-10T04:30:00Z'),
    fee: 300,
    referalId: 'embed-1',
    lines: [
      { place: { sector: 'standing' }, listed: 2500, discount: -500, couponId: surcharge },
      { place: { sector: 'merch' }, listed: 2000 },
      { place: { sector: 'standing' }, listed: 2500, extra: 1000 },
    ],
  });
  await writeOrder(db, f, {
    state: 'PAID',
    gate: 'GOPAY',
    paidAt: at('2025-03-10T15:00:00Z'),
    fee: 100,
    voucher: { couponId: gift, creditMinor: 2000 },
    lines: [{ place: { sector: 'seating', seat: 2 }, listed: 4500, couponId: gift }],
  });
  await writeOrder(db, f, {
    state: 'PAID',
    currency: 'CZK',
    gate: 'GOPAY',
    paidAt: at('2025-03-11T12:00:00Z'),
    lines: [{ place: { sector: 'standing' }, listed: 2500 }],
  });
  await writeOrder(db, f, {
    state: 'RESERVED',
    gate: 'RESERVATION',
    createdAt: at('2025-03-10T10:00:00Z'),
    lines: [{ place: { sector: 'seating', seat: 3 }, listed: 4500 }],
  });
  await writeOrder(db, f, {
    state: 'PAID',
    paidAt: at('2025-03-12T12:00:00Z'),
    fee: 200,
    refunded: 4500,
    lines: [
      { place: { sector: 'seating', seat: 4 }, listed: 4500, refunded: true },
      { place: { sector: 'seating', seat: 5 }, listed: 4500 },
    ],
  });
  await writeOrder(db, f, {
    state: 'CANCELLED',
    createdAt: at('2025-03-10T12:00:00Z'),
    lines: [{ place: { sector: 'seating', seat: 6 }, listed: 4500 }],
  });
  // A live hold, an expired one, a blocked seat; the door system with two tickets scanned.
  const [basket] = await db.insert(baskets).values({}).returning();
  if (!basket) throw new Error('basket');
  const hold = (seat: number, validTill: Date) => ({
    basketId: basket.id,
    eventId: f.eventId,
    sectorKey: f.seating.id,
    sectorId: f.seating.id,
    seatId: f.seating.seatIds[seat] as string,
    ticketCategoryId: f.categories.A,
    priceMinor: 4500,
    originalPriceMinor: 4500,
    validTill,
  });
  await db
    .insert(basketItems)
    .values([hold(7, new Date(Date.now() + 600_000)), hold(8, new Date(Date.now() - 1000))]);
  await db.insert(eventSeatBlocks).values({ eventId: f.eventId, seatId: f.seating.seatIds[9] as string });
  await db.insert(turnstileSystems).values({ eventId: f.eventId });
  const [inside, outside] = o1.tickets;
  if (!inside || !outside) throw new Error('o1 tickets');
  await db.insert(ticketDoorStates).values([
    { ticketId: inside.id, eventId: f.eventId, state: 'INSIDE', since: new Date() },
    { ticketId: outside.id, eventId: f.eventId, state: 'OUTSIDE', since: new Date() },
  ]);

  // Commissions: three EUR orders 12.34 + 7.00 + 100.01, the last refunded 50.60, on a second event.
  sibling = (await buildSiblingEvent(db, f)).eventId;
  for (const [listed, refunded] of [
    [1234, 0],
    [700, 0],
    [10001, 5060],
  ] as const)
    await writeOrder(db, f, {
      eventId: sibling,
      state: 'PAID',
      paidAt: at('2025-03-11T09:00:00Z'),
      refunded,
      lines: [{ place: { sector: 'standing' }, listed }],
    });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /event/{id}/statistics', () => {
  it('adds up money per currency by hand, refunds and reservations apart', async () => {
    const body = await statistics();
    expect(body.Bucket).toBe('day');
    expect(body.TimeZone).toBe('America/New_York');
    expect(body.Totals).toEqual([
      {
        Currency: 'CZK',
        Orders: 1,
        Tickets: 1,
        Gross: 25,
        PaymentFees: 0,
        CouponDiscounts: 0,
        VoucherCredit: 0,
        Donations: 0,
        Merchandise: 0,
        Refunded: 0,
        Net: 24.1,
        Reserved: 0,
      },
      {
        Currency: 'EUR',
        Orders: 4,
        Tickets: 7,
        Gross: 281,
        PaymentFees: 8.5,
        CouponDiscounts: 4,
        VoucherCredit: 20,
        Donations: 10,
        Merchandise: 20,
        Refunded: 45,
        Net: 227.5,
        Reserved: 45,
      },
    ]);
    const eur = (rows: { Currency: string }[]) => rows.filter((row) => row.Currency === 'EUR');
    expect(eur(body.ByGate)).toEqual([
      { Gate: 'GPWEBPAY', Currency: 'EUR', Orders: 2, Tickets: 4, Gross: 171, PaymentFees: 4.5 },
      { Gate: 'STRIPE', Currency: 'EUR', Orders: 1, Tickets: 2, Gross: 85, PaymentFees: 3 },
      { Gate: 'GOPAY', Currency: 'EUR', Orders: 1, Tickets: 1, Gross: 25, PaymentFees: 1 },
    ]);
    expect(body.ByCoupon.map((c) => [c.Code, c.Currency, c.Tickets, c.Discount])).toEqual([
      ['PCT20', 'EUR', 1, 9],
      ['SURCH', 'EUR', 1, -5],
    ]);
    expect(eur(body.ByReferral)).toEqual([
      { ReferalId: null, Currency: 'EUR', Orders: 3, Tickets: 5, Gross: 196 },
      { ReferalId: 'embed-1', Currency: 'EUR', Orders: 1, Tickets: 2, Gross: 85 },
    ]);
  });

  it('counts places now the way the seat map and the door do', async () => {
    const body = await statistics();
    const [stalls, floor, shirt] = body.Sectors;
    // Stalls: sold 0 1 2 5, reserved 3, held 7; seat 4 (refunded), 6 (cancelled order), 8 (expired) free; 9 blocked.
    expect(stalls).toMatchObject({
      Name: 'Stalls',
      Capacity: 10,
      Sold: 4,
      Reserved: 1,
      Held: 1,
      Available: 3,
    });
    expect(stalls?.CheckedIn).toBe(2);
    expect(stalls?.Categories).toEqual([
      { TicketCategoryId: f.categories.A, Name: 'Category A', Sold: 4, Reserved: 1, Held: 1 },
    ]);
    expect(floor).toMatchObject({
      Name: 'Floor',
      Capacity: 50,
      Sold: 3,
      Reserved: 0,
      Held: 0,
      Available: 47,
    });
    expect(shirt).toMatchObject({
      IsMerchandise: true,
      Capacity: 20,
      Sold: 1,
      Available: 19,
      CheckedIn: null,
    });
    expect(body.CheckIns).toEqual({ Sold: 7, CheckedIn: 2, InsideNow: 1 });
    const seatMap = await t.app.inject({
      method: 'GET',
      url: `/api/event/${f.eventId}/eventpricesandcounts`,
    });
    type Sector = { _id: string; TicketCategories: { AvailableCount: number }[] };
    const stallsOnMap = (seatMap.json() as { Sectors: Sector[] }).Sectors.find((s) => s._id === f.seating.id);
    expect(stallsOnMap?.TicketCategories.reduce((sum, c) => sum + c.AvailableCount, 0)).toBe(3);
  });

  it('cuts sales either side of local midnight into the event zone’s hours and days', async () => {
    // The 9th and 10th, local: 05:00Z on the 9th (EST) till 04:00Z on the 11th (EDT); ≤ 3 days → hours.
    const hourly = await statistics('?from=2025-03-09&till=2025-03-10');
    expect([hourly.From, hourly.Till, hourly.Bucket]).toEqual([
      '2025-03-09T05:00:00.000Z',
      '2025-03-11T04:00:00.000Z',
      'hour',
    ]);
    expect(
      hourly.SalesOverTime.map((b) => [b.Label, b.Start, b.Currency, b.Orders, b.Tickets, b.Gross]),
    ).toEqual([
      ['2025-03-09T23:00', '2025-03-10T03:00:00.000Z', 'EUR', 1, 2, 81],
      ['2025-03-10T00:00', '2025-03-10T04:00:00.000Z', 'EUR', 1, 2, 85],
      ['2025-03-10T11:00', '2025-03-10T15:00:00.000Z', 'EUR', 1, 1, 25],
    ]);
    expect(hourly.Totals.map((x) => [x.Currency, x.Orders, x.Gross, x.Reserved])).toEqual([
      ['EUR', 3, 191, 45],
    ]);
    // In UTC o1 and o2 fall on the same day; in New York o1 is still the 9th.
    const daily = await statistics('?from=2025-03-09&till=2025-03-10&bucket=day');
    expect(daily.SalesOverTime.map((b) => [b.Label, b.Start, b.Orders, b.Gross])).toEqual([
      ['2025-03-09', '2025-03-09T05:00:00.000Z', 1, 81],
      ['2025-03-10', '2025-03-10T04:00:00.000Z', 2, 110],
    ]);
    const later = await statistics('?from=2025-03-12');
    expect(later.Totals.map((x) => [x.Currency, x.Orders, x.Gross, x.Refunded, x.Net])).toEqual([
      ['EUR', 1, 90, 45, 43.38],
    ]);
  });

  it('answers 400 FROM_AFTER_TILL in the API error shape, and 400 for an unknown bucket', async () => {
    for (const query of [
      '?from=2025-03-10&till=2025-03-09',
      '?from=2025-03-10T12:00:00Z&till=2025-03-10T11:00:00Z',
    ]) {
      const res = await get(`/api/event/${f.eventId}/statistics${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        Code: 'VALIDATION_FAILED',
        FieldErrors: { from: ['FROM_AFTER_TILL'] },
      });
    }
    const bad = await get(`/api/event/${f.eventId}/statistics?bucket=week`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: { bucket: expect.any(Array) },
    });
  });
});

describe('GET /event/{id}/commissions', () => {
  it('takes 3.6 % once of the raised total, rounded half away from zero', async () => {
    // Raised = 1234 + 700 + 10001 − 5060 = 6875 (68.75 EUR); 6875 × 0.036 = 247.5 → 248 (2.48 EUR);
    // payout 6875 − 248 = 6627. Per order it would have been 44 + 25 + 178 = 247: the total is what counts.
    const res = await get(`/api/event/${sibling}/commissions`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual([
      { Currency: 'EUR', Raised: 68.75, FeeRatePercent: 3.6, PlatformFee: 2.48, Payout: 66.27 },
    ]);
    const main = await get(`/api/event/${f.eventId}/commissions`);
    expect(main.json()).toEqual([
      { Currency: 'CZK', Raised: 25, FeeRatePercent: 3.6, PlatformFee: 0.9, Payout: 24.1 },
      { Currency: 'EUR', Raised: 236, FeeRatePercent: 3.6, PlatformFee: 8.5, Payout: 227.5 },
    ]);
    const sold = await statistics();
    expect(sold.CheckIns).not.toBeNull();
    const none = await get(`/api/event/${sibling}/statistics`);
    expect((none.json() as EventStatistics).CheckIns).toBeNull();
  });
});

describe('GET /profile/{id}/statistics', () => {
  it('sums every event of the profile, days in UTC, top events by tickets', async () => {
    const res = await get(`/api/profile/${f.authorId}/statistics?from=2025-03-10&till=2025-03-11`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ProfileOverview;
    // EUR in range (UTC days 10th–11th): o1 o2 o3 (191.00) and the sibling's three (119.35).
    expect(body.Totals.map((x) => [x.Currency, x.Orders, x.Tickets, x.Gross, x.Refunded])).toEqual([
      ['CZK', 1, 1, 25, 0],
      ['EUR', 6, 8, 310.35, 50.6],
    ]);
    expect(body.SalesOverTime.map((b) => [b.Label, b.Currency, b.Orders])).toEqual([
      ['2025-03-10', 'EUR', 3],
      ['2025-03-11', 'CZK', 1],
      ['2025-03-11', 'EUR', 3],
    ]);
    expect(body.TopEvents.map((e) => [e.EventId, e.Currency, e.Tickets])).toEqual([
      [f.eventId, 'EUR', 5],
      [sibling, 'EUR', 3],
      [f.eventId, 'CZK', 1],
    ]);
    expect((await get(`/api/profile/${f.authorId}/statistics`, f.stranger.headers)).statusCode).toBe(403);
    expect((await get(`/api/profile/${f.authorId}/statistics`, {})).statusCode).toBe(401);
    expect((await get(`/api/profile/${f.eventId}/statistics`)).statusCode).toBe(404);
  });
});
