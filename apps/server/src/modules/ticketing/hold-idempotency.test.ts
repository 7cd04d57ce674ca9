import type { AddToBasketResponse, ApiError } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { queryRows } from './sql-rows';
import { buildSaleFixture, createBasket, type SaleFixture } from './testing';

/**
 * Issue 14: a hold write with an Idempotency-Key holds once however often it is sent (a retry after a lost
 * answer, parallel repeats); the same key with another request is refused. Keys are optional.
 */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { standingCapacity: 100 });
});
afterAll(() => t.close());

const standing = (guid: string, count: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ticketing/${f.eventId}/basket/${guid}/standing/${f.standing.id}/${count}`,
    headers: key ? { 'idempotency-key': key } : {},
  });

const seat = (guid: string, seatId: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ticketing/${f.eventId}/basket/${guid}/seat/${seatId}`,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function heldPlaces(guid: string) {
  const rows = await queryRows<{ count: number }>(
    t.app.db,
    sql`select count(*)::int as count from basket_items where basket_id = ${guid} and status = 'HELD'`,
  );
  return rows[0]?.count ?? 0;
}

describe('hold idempotency keys', () => {
  it('a repeat with the same key holds once and answers the same added items', async () => {
    const guid = await createBasket(t);
    const key = crypto.randomUUID();
    const first = await standing(guid, 2, key);
    expect(first.statusCode).toBe(200);
    const again = await standing(guid, 2, key);
    expect(again.statusCode).toBe(200);
    expect(await heldPlaces(guid)).toBe(2);
    const ids = (r: typeof first) => (r.json() as AddToBasketResponse).Added.map((i) => i.Id).sort();
    expect(ids(again)).toEqual(ids(first));
    expect((again.json() as AddToBasketResponse).Basket.ItemCount).toBe(2);
    // Without a key (an old client) every call holds.
    expect((await standing(guid, 1)).statusCode).toBe(200);
    expect((await standing(guid, 1)).statusCode).toBe(200);
    expect(await heldPlaces(guid)).toBe(4);
    // A seat too.
    const seatKey = crypto.randomUUID();
    const seatId = f.seating.seatIds[0] as string;
    expect((await seat(guid, seatId, seatKey)).statusCode).toBe(200);
    const seatAgain = await seat(guid, seatId, seatKey);
    expect(seatAgain.statusCode).toBe(200);
    expect((seatAgain.json() as AddToBasketResponse).Added.map((i) => i.SeatId)).toEqual([seatId]);
    expect(await heldPlaces(guid)).toBe(5);
  });

  it('parallel repeats with one key hold once', async () => {
    const guid = await createBasket(t);
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => standing(guid, 3, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await heldPlaces(guid)).toBe(3);
    for (const answer of answers) expect((answer.json() as AddToBasketResponse).Added).toHaveLength(3);
  });

  it('the same key with another request is refused (422 BASKET.IDEMPOTENCY_KEY_REUSED); a bad key is 400', async () => {
    const guid = await createBasket(t);
    const key = crypto.randomUUID();
    expect((await standing(guid, 1, key)).statusCode).toBe(200);
    const other = await standing(guid, 2, key);
    expect(other.statusCode).toBe(422);
    expect((other.json() as ApiError).Code).toBe('BASKET.IDEMPOTENCY_KEY_REUSED');
    const otherSeat = await seat(guid, f.seating.seatIds[1] as string, key);
    expect(otherSeat.statusCode).toBe(422);
    expect(await heldPlaces(guid)).toBe(1);
    // The key belongs to its basket: another basket may use the same one.
    const second = await createBasket(t);
    expect((await standing(second, 2, key)).statusCode).toBe(200);
    expect(await heldPlaces(second)).toBe(2);
    const bad = await standing(guid, 1, 'x'.repeat(101));
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ApiError).Code).toBe('VALIDATION_FAILED');
  });
});
