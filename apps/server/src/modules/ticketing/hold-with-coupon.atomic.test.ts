import type { Basket } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildOrganizer, createCoupon } from '../coupons/testing';
import { addSeat, addStanding, buildSaleFixture, createBasket, type SaleFixture } from './testing';

/**
 * A hold with a coupon is one transaction (issue 24, ARCHITECTURE §7): the hold, the coupon's decision and
 * the new prices commit together. The coupon step is killed mid-way — after the seat was held and the
 * decision made, while the prices are written — and nothing is left: no seat held without its coupon.
 * On PostgreSQL the kill first looks from another connection, as a process dying right there would leave
 * the database: the held places must not be visible yet (with the hold committed on its own, they were).
 */
const kill = vi.hoisted(() => ({
  armed: false,
  seenFromOutside: [] as number[],
  outside: null as OutsideReader,
}));
type OutsideReader = ((basketId: string) => Promise<number>) | null;
vi.mock('./ticketing.repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('./ticketing.repository')>();
  return {
    ...original,
    setLinePrices: async (...args: Parameters<typeof original.setLinePrices>) => {
      if (kill.armed) {
        if (kill.outside) kill.seenFromOutside.push(await kill.outside(args[1]));
        throw new Error('killed while writing the coupon prices');
      }
      return original.setLinePrices(...args);
    },
  };
});

let t: TestApp;
let f: SaleFixture;

let outsideClient: {
  query(text: string, values: unknown[]): Promise<{ rows: { n: number }[] }>;
  end(): Promise<void>;
} | null = null;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { rows: 2, seatsPerRow: 5, standingCapacity: 10 });
  const url = (t.database as { databaseUrl?: string }).databaseUrl;
  if (url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    outsideClient = client;
    kill.outside = async (basketId) =>
      (
        await client.query(
          'select count(*)::int as n from basket_items where basket_id = $1 and valid_till > now()',
          [basketId],
        )
      ).rows[0]?.n ?? 0;
  }
});
afterAll(async () => {
  await outsideClient?.end();
  await t.close();
});

async function liveItems(guid: string): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from basket_items where basket_id = ${guid} and valid_till > now()`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('hold with a coupon, killed mid-way', () => {
  it('leaves no seat and no standing place held without the coupon; the places stay free', async () => {
    const organizer = await buildOrganizer(t, f);
    const coupon = await createCoupon(t, organizer, f.eventId);
    const guid = await createBasket(t);
    const seatId = f.seating.seatIds[0] as string;

    kill.armed = true;
    try {
      const seat = await addSeat(t, f.eventId, guid, seatId, `?CouponId=${coupon.Id}`);
      expect(seat.statusCode).toBe(500);
      const standing = await addStanding(t, f.eventId, guid, f.standing.id, 2, `?CouponId=${coupon.Id}`);
      expect(standing.statusCode).toBe(500);
    } finally {
      kill.armed = false;
    }
    expect(await liveItems(guid)).toBe(0);
    // PostgreSQL: at the moment of the kill another connection saw nothing held (PGlite has one connection).
    if (kill.outside) expect(kill.seenFromOutside).toEqual([0, 0]);

    // Nothing was taken: the same seat and all ten standing places go to the next buyer.
    const next = await createBasket(t);
    expect((await addSeat(t, f.eventId, next, seatId)).statusCode).toBe(200);
    expect((await addStanding(t, f.eventId, next, f.standing.id, 5)).statusCode).toBe(200);
    expect((await addStanding(t, f.eventId, await createBasket(t), f.standing.id, 5)).statusCode).toBe(200);

    // Not killed, the same call holds at the coupon's price.
    const again = await addSeat(t, f.eventId, guid, f.seating.seatIds[1] as string, `?CouponId=${coupon.Id}`);
    expect(again.statusCode).toBe(200);
    const basket = (
      await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}` })
    ).json() as Basket;
    expect(basket.Events.flatMap((e) => e.Items).map((i) => i.CouponId)).toEqual([coupon.Id]);
  });
});
