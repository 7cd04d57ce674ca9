import type { ApiError, EventPricesAndCounts, SeatBlockResponse, SeatsStatus } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUserWithClaim } from '../../testing/factories';
import { buildOrganizer, createCoupon } from '../coupons/testing';
import * as blocks from './seat-blocks.repository';
import { addSeat, buildSaleFixture, buildSiblingEvent, createBasket, type SaleFixture } from './testing';

/** The organizer's seat blocks (BLOCKED) and coupon-reserved seats (COUPON_BLOCK): what buyers see and hold. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const UNKNOWN = '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11';

function put(action: 'block' | 'unblock', eventId: string, seatIds: string[], headers = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/event/${eventId}/seats/${action}`,
    headers,
    payload: { SeatIds: seatIds },
  });
}

async function states(f: SaleFixture, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/event/${f.eventId}/getSeatsStatus?sectorIds=${f.seating.id}${query}`,
  });
  expect(res.statusCode).toBe(200);
  const sector = (res.json() as SeatsStatus).Sectors[0];
  if (!sector) throw new Error('no sector answered');
  return sector;
}

async function available(f: SaleFixture) {
  const res = await t.app.inject({ method: 'GET', url: `/api/event/${f.eventId}/eventpricesandcounts` });
  return (res.json() as EventPricesAndCounts).Sectors.find((s) => s._id === f.seating.id)?.TicketCategories[0]
    ?.AvailableCount;
}

describe('GET /event/{id}/seats/blocks', () => {
  it("lists the event's blocked seats to its editors only, also while its sectors are not selling", async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 3 });
    const organizer = await buildOrganizer(t, f);
    const [seat, other] = f.seating.seatIds as [string, string];
    const list = (headers = {}) =>
      t.app.inject({ method: 'GET', url: `/api/event/${f.eventId}/seats/blocks`, headers });
    expect((await list()).statusCode).toBe(401);
    const stranger = await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } });
    expect((await list(stranger.headers)).statusCode).toBe(403);
    expect((await list(organizer.headers)).json()).toEqual({ BlockedSeatIds: [] });
    await put('block', f.eventId, [other, seat], organizer.headers);
    const blocked = await list(organizer.headers);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ BlockedSeatIds: [seat, other].sort() });
    await put('unblock', f.eventId, [seat], organizer.headers);
    expect((await list(organizer.headers)).json()).toEqual({ BlockedSeatIds: [other] });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/event/${UNKNOWN}/seats/blocks`,
      headers: organizer.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /event/{id}/seats/block and /unblock', () => {
  it('only a member of the organizer may block: 401, 403, 404, and 400 for a seat of another layout', async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 3 });
    const seat = f.seating.seatIds[0] as string;
    expect((await put('block', f.eventId, [seat])).statusCode).toBe(401);
    const stranger = await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } });
    const forbidden = await put('block', f.eventId, [seat], stranger.headers);
    expect(forbidden.statusCode).toBe(403);
    const organizer = await buildOrganizer(t, f);
    expect((await put('block', UNKNOWN, [seat], organizer.headers)).statusCode).toBe(404);
    const other = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 1 });
    const foreign = await put(
      'block',
      f.eventId,
      [seat, other.seating.seatIds[0] as string],
      organizer.headers,
    );
    expect(foreign.statusCode).toBe(400);
    expect((foreign.json() as ApiError).Code).toBe('SEAT_NOT_IN_EVENT');
    const empty = await put('block', f.eventId, [], organizer.headers);
    expect(empty.statusCode).toBe(400);
    expect((await states(f)).Seats[seat]).toBe('AVAILABLE');
  });

  it('a blocked seat shows BLOCKED, leaves the counts, cannot be held; unblocked it sells again', async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 3 });
    const organizer = await buildOrganizer(t, f);
    const [seat, other] = f.seating.seatIds as [string, string];
    const res = await put('block', f.eventId, [seat, seat], organizer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json() as SeatBlockResponse).toEqual({ BlockedSeatIds: [seat], TakenSeatIds: [] });
    expect((await states(f)).Seats).toMatchObject({ [seat]: 'BLOCKED', [other]: 'AVAILABLE' });
    expect(await available(f)).toBe(2);
    // The block is per event: the same seat sells for another event of the layout.
    const sibling = await buildSiblingEvent(t.app.db, f);
    expect((await addSeat(t, sibling.eventId, await createBasket(t), seat)).statusCode).toBe(200);

    const refused = await addSeat(t, f.eventId, await createBasket(t), seat);
    expect(refused.statusCode).toBe(410);
    expect((refused.json() as ApiError).Code).toBe('TICKETS_NOT_AVAILABLE');

    const back = await put('unblock', f.eventId, [seat], organizer.headers);
    expect(back.json() as SeatBlockResponse).toEqual({ BlockedSeatIds: [], TakenSeatIds: [] });
    expect((await states(f)).Seats[seat]).toBe('AVAILABLE');
    expect(await available(f)).toBe(3);
    expect((await addSeat(t, f.eventId, await createBasket(t), seat)).statusCode).toBe(200);
  });

  it('blocking a held seat leaves it to its buyer; released, it shows BLOCKED and nobody gets it', async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 2 });
    const organizer = await buildOrganizer(t, f);
    const seat = f.seating.seatIds[0] as string;
    const guid = await createBasket(t);
    expect((await addSeat(t, f.eventId, guid, seat)).statusCode).toBe(200);
    const res = await put('block', f.eventId, [seat], organizer.headers);
    expect((res.json() as SeatBlockResponse).TakenSeatIds).toEqual([seat]);
    expect((await states(f, `&guid=${guid}`)).Seats[seat]).toBe('RESERVED_ME');
    expect((await states(f)).Seats[seat]).toBe('RESERVED');
    await t.app.inject({ method: 'DELETE', url: `/api/ticketing/basket/${guid}` });
    expect((await states(f)).Seats[seat]).toBe('BLOCKED');
    expect((await addSeat(t, f.eventId, guid, seat)).statusCode).toBe(410);
  });

  it('race: holds and a block of the same seats at once — every seat held is one the block saw held', async () => {
    for (let round = 0; round < 3; round++) {
      const f = await buildSaleFixture(t.app.db, { rows: 2, seatsPerRow: 10 });
      const organizer = await buildOrganizer(t, f);
      const guids = await Promise.all(f.seating.seatIds.map(() => createBasket(t)));
      // The block starts among the holds, at another place each round.
      const startBlockAt = 3 + round * 6;
      let block: ReturnType<typeof put> | undefined;
      const holds = f.seating.seatIds.map((seat, i) => {
        if (i === startBlockAt) block = put('block', f.eventId, f.seating.seatIds, organizer.headers);
        return addSeat(t, f.eventId, guids[i] as string, seat);
      });
      if (!block) throw new Error('the block never started');
      const results = await Promise.all(holds);
      const blocked = (await block).json() as SeatBlockResponse;
      expect(blocked.BlockedSeatIds).toHaveLength(f.seating.seatIds.length);
      const won = f.seating.seatIds.filter((_, i) => results[i]?.statusCode === 200);
      for (const r of results) expect([200, 410]).toContain(r.statusCode);
      // A hold that slipped in after the block would be held but unknown to it.
      expect([...won].sort()).toEqual(blocked.TakenSeatIds);
      const after = await states(f);
      for (const seat of f.seating.seatIds)
        expect(after.Seats[seat]).toBe(won.includes(seat) ? 'RESERVED' : 'BLOCKED');
    }
  });
});

// Needs two connections at once: PostgreSQL only (PGlite has one, and would wait for itself).
describe.skipIf(!process.env.DATABASE_URL)('the block and a hold meeting in the database', () => {
  it('a hold that reaches the seat while a block is being written waits for it, then is refused', async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 1 });
    const organizer = await buildOrganizer(t, f);
    const seat = f.seating.seatIds[0] as string;
    const guid = await createBasket(t);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // The block's own steps, with its transaction held open between them and the commit.
    const blocking = t.app.db.transaction(async (tx) => {
      expect(await blocks.lockEventSeats(tx, f.eventId, [seat])).toEqual([seat]);
      await blocks.insertBlocks(tx, f.eventId, [seat], organizer.user.id);
      locked();
      await released;
    });
    await isLocked;
    let answered = false;
    const hold = addSeat(t, f.eventId, guid, seat).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(answered).toBe(false); // waiting on the seat's lock, not deciding on an old snapshot
    release();
    await blocking;
    expect((await hold).statusCode).toBe(410);
  });
});

describe('seats reserved for a coupon (COUPON_BLOCK)', () => {
  it('show COUPON_BLOCK and cannot be held without the coupon; with it they are AVAILABLE and holdable', async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 3 });
    const organizer = await buildOrganizer(t, f);
    const [seat, free] = f.seating.seatIds as [string, string];
    const coupon = await createCoupon(t, organizer, f.eventId, { SeatIds: [seat] });
    const other = await createCoupon(t, organizer, f.eventId, {});

    const plain = await states(f);
    expect(plain.Seats).toMatchObject({ [seat]: 'COUPON_BLOCK', [free]: 'AVAILABLE' });
    expect(plain.CouponSeats).toEqual({});
    expect((await states(f, `&couponIds=${other.Id}`)).Seats[seat]).toBe('COUPON_BLOCK');
    const mine = await states(f, `&couponIds=${other.Id},${coupon.Id}`);
    expect(mine.Seats[seat]).toBe('AVAILABLE');
    expect(mine.CouponSeats).toEqual({ [seat]: coupon.Id });
    const junk = await t.app.inject({
      method: 'GET',
      url: `/api/event/${f.eventId}/getSeatsStatus?sectorIds=${f.seating.id}&couponIds=nope`,
    });
    expect(junk.statusCode).toBe(400);

    expect((await addSeat(t, f.eventId, await createBasket(t), seat)).statusCode).toBe(410);
    // Another coupon of the event does not free it.
    expect(
      (await addSeat(t, f.eventId, await createBasket(t), seat, `?CouponId=${other.Id}`)).statusCode,
    ).toBe(410);
    const guid = await createBasket(t);
    const held = await addSeat(t, f.eventId, guid, seat, `?CouponId=${coupon.Id}`);
    expect(held.statusCode).toBe(200);
    expect((await states(f, `&guid=${guid}`)).Seats[seat]).toBe('RESERVED_ME');
  });

  it('a disabled coupon reserves nothing', async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 2 });
    const organizer = await buildOrganizer(t, f);
    const seat = f.seating.seatIds[0] as string;
    const coupon = await createCoupon(t, organizer, f.eventId, { SeatIds: [seat] });
    expect((await states(f)).Seats[seat]).toBe('COUPON_BLOCK');
    const { sql } = await import('drizzle-orm');
    await t.app.db.execute(sql`update coupons set disabled = true where id = ${coupon.Id}`);
    expect((await states(f)).Seats[seat]).toBe('AVAILABLE');
    expect((await addSeat(t, f.eventId, await createBasket(t), seat)).statusCode).toBe(200);
  });
});
