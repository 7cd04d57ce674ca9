import type { AddToBasketResponse, ApiError, Basket, SeatsStatus } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { queryRows } from './sql-rows';
import {
  addSeat,
  addStanding,
  buildSaleFixture,
  buildSiblingEvent,
  createBasket,
  type SaleFixture,
} from './testing';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { standingCapacity: 8, maxPerPurchase: 4 });
});
afterAll(() => t.close());

const json = <T>(res: { json(): unknown }) => res.json() as T;
const seat = (i: number) => f.seating.seatIds[i] as string;

describe('basket lifecycle', () => {
  it('creates an unguessable basket and reads it empty; unknown or malformed guids are refused', async () => {
    const guid = await createBasket(t);
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await createBasket(t)).not.toBe(guid);
    const res = await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}` });
    expect(res.statusCode).toBe(200);
    const basket = json<Basket>(res);
    expect(basket).toMatchObject({
      guid,
      Events: [],
      ItemCount: 0,
      TotalPrice: 0,
      ValidTill: null,
      Currency: null,
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/ticketing/basket/6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11',
    });
    expect(unknown.statusCode).toBe(404);
    expect(json<ApiError>(unknown).Code).toBe('NOT_FOUND');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/ticketing/basket/123' });
    expect(malformed.statusCode).toBe(400);
  });

  it('holds a seat with ValidTill 15 minutes ahead at the price valid now and lists it', async () => {
    const guid = await createBasket(t);
    const before = Date.now();
    const res = await addSeat(t, f.eventId, guid, seat(0));
    expect(res.statusCode).toBe(200);
    const body = json<AddToBasketResponse>(res);
    expect(body.Added).toHaveLength(1);
    const item = body.Added[0];
    expect(item).toMatchObject({
      SeatId: seat(0),
      SectorId: f.seating.id,
      SectorName: 'Stalls',
      SectorType: 'SeatingSector',
      RowName: '1',
      SeatName: '1',
      Price: 45,
      OriginalPrice: 45,
      Discount: 0,
      TicketCategoryId: f.categories.A,
      Locked: false,
    });
    const ttl = Date.parse(item?.ValidTill ?? '') - before;
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 5000);
    expect(body.Basket).toMatchObject({
      ItemCount: 1,
      TotalPrice: 45,
      Currency: 'EUR',
      ValidTill: item?.ValidTill,
    });
    expect(body.Basket.Sectors).toEqual([{ EventId: f.eventId, SectorId: f.seating.id, Count: 1 }]);
    const again = await addSeat(t, f.eventId, guid, seat(0));
    expect(again.statusCode).toBe(200);
    expect(json<AddToBasketResponse>(again).Added).toEqual([]);
  });

  it('answers 410 TICKETS_NOT_AVAILABLE for a seat another basket holds, and shows it RESERVED / RESERVED_ME', async () => {
    const mine = await createBasket(t);
    const theirs = await createBasket(t);
    expect((await addSeat(t, f.eventId, mine, seat(1))).statusCode).toBe(200);
    const lost = await addSeat(t, f.eventId, theirs, seat(1));
    expect(lost.statusCode).toBe(410);
    expect(json<ApiError>(lost).Code).toBe('TICKETS_NOT_AVAILABLE');
    const status = async (guid: string) =>
      json<SeatsStatus>(
        await t.app.inject({
          method: 'GET',
          url: `/api/event/${f.eventId}/getSeatsStatus?sectorIds=${f.seating.id}&guid=${guid}`,
        }),
      );
    expect((await status(mine)).Sectors[0]?.Seats[seat(1)]).toBe('RESERVED_ME');
    expect((await status(theirs)).Sectors[0]?.Seats[seat(1)]).toBe('RESERVED');
    expect((await status(theirs)).Sectors[0]?.Seats[seat(9)]).toBe('AVAILABLE');
    // Nothing half-written: the loser's basket stays empty.
    const loser = json<Basket>(await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${theirs}` }));
    expect(loser.ItemCount).toBe(0);
  });

  it('refuses unknown seats, events and baskets (404) and a seat of another configuration (400)', async () => {
    const guid = await createBasket(t);
    const unknownSeat = await addSeat(t, f.eventId, guid, '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11');
    expect(unknownSeat.statusCode).toBe(404);
    const unknownEvent = await addSeat(t, '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11', guid, seat(2));
    expect(unknownEvent.statusCode).toBe(404);
    const unknownBasket = await addSeat(t, f.eventId, '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11', seat(2));
    expect(unknownBasket.statusCode).toBe(404);
    const other = await buildSaleFixture(t.app.db);
    const foreign = await addSeat(t, f.eventId, guid, other.seating.seatIds[0] as string);
    expect(foreign.statusCode).toBe(400);
    expect(json<ApiError>(foreign).Code).toBe('SEAT_NOT_IN_EVENT');
  });

  it('holds standing places within the per-purchase bounds (400 with the count key outside them)', async () => {
    const guid = await createBasket(t);
    const ok = await addStanding(t, f.eventId, guid, f.standing.id, 3);
    expect(ok.statusCode).toBe(200);
    expect(json<AddToBasketResponse>(ok).Added).toHaveLength(3);
    for (const [count, key] of [
      [0, 'MIN_VALUE'],
      [-1, 'MIN_VALUE'],
      [5, 'MAX_VALUE'],
      // 3 in the basket + 2 > 4 per purchase
      [2, 'MAX_VALUE'],
    ] as const) {
      const res = await addStanding(t, f.eventId, guid, f.standing.id, count);
      expect(res.statusCode, `count ${count}`).toBe(400);
      expect(json<ApiError>(res).FieldErrors).toEqual({ count: [key] });
    }
    const unknown = await addStanding(t, f.eventId, guid, '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11', 1);
    expect(unknown.statusCode).toBe(404);
    const notANumber = await addStanding(t, f.eventId, guid, f.standing.id, 'x' as unknown as number);
    expect(notANumber.statusCode).toBe(400);
  });

  it('answers 410 when fewer standing places are left than asked, writing nothing', async () => {
    const a = await createBasket(t);
    const b = await createBasket(t);
    // capacity 8; earlier tests hold 3
    expect((await addStanding(t, f.eventId, a, f.standing.id, 4)).statusCode).toBe(200);
    const res = await addStanding(t, f.eventId, b, f.standing.id, 2);
    expect(res.statusCode).toBe(410);
    expect(json<ApiError>(res).Code).toBe('TICKETS_NOT_AVAILABLE');
    const [stock] = await queryRows<{ taken: number }>(
      t.app.db,
      sql`select taken from standing_stock where event_id = ${f.eventId} and sector_id = ${f.standing.id}`,
    );
    expect(stock?.taken).toBe(7);
    expect((await addStanding(t, f.eventId, b, f.standing.id, 1)).statusCode).toBe(200);
    expect((await addStanding(t, f.eventId, b, f.standing.id, 1)).statusCode).toBe(410);
  });

  it('removes one item (404 for one not in the basket) and empties the basket, releasing the places', async () => {
    const guid = await createBasket(t);
    const added = json<AddToBasketResponse>(await addSeat(t, f.eventId, guid, seat(3)));
    await addSeat(t, f.eventId, guid, seat(4));
    const itemId = added.Added[0]?.Id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/ticketing/basket/${guid}?TicketId=${itemId}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(json<Basket>(removed).ItemCount).toBe(1);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/ticketing/basket/${guid}?TicketId=${itemId}`,
    });
    expect(twice.statusCode).toBe(404);
    const other = await createBasket(t);
    expect((await addSeat(t, f.eventId, other, seat(3))).statusCode).toBe(200);
    const cleared = await t.app.inject({ method: 'DELETE', url: `/api/ticketing/basket/${guid}` });
    expect(json<Basket>(cleared)).toMatchObject({ ItemCount: 0, Events: [] });
    expect((await addSeat(t, f.eventId, other, seat(4))).statusCode).toBe(200);
    const audit = await queryRows<{ action: string }>(
      t.app.db,
      sql`select action from ticketing_audit where basket_id = ${guid} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['HOLD', 'HOLD', 'RELEASE', 'RELEASE']);
  });

  it('sets the basket e-mail and extends the holds exactly once', async () => {
    const guid = await createBasket(t);
    const before = json<AddToBasketResponse>(await addSeat(t, f.eventId, guid, seat(5))).Basket.ValidTill;
    const email = await t.app.inject({
      method: 'PUT',
      url: `/api/ticketing/basket/${guid}/changeBasketEmail?NewMail=fan@example.test`,
    });
    expect(email.statusCode).toBe(200);
    expect(email.json()).toEqual({ UserId: null });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/ticketing/basket/${guid}/changeBasketEmail?NewMail=x`,
    });
    expect(bad.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const extended = await t.app.inject({ method: 'PUT', url: `/api/ticketing/basket/${guid}/extend` });
    expect(extended.statusCode).toBe(200);
    const after = json<Basket>(extended);
    expect(after.Email).toBe('fan@example.test');
    expect(Date.parse(after.ValidTill ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    const again = await t.app.inject({ method: 'PUT', url: `/api/ticketing/basket/${guid}/extend` });
    expect(again.statusCode).toBe(409);
  });

  it('rejects mixing currencies, ticket registrations and licences (409 ADD_ERROR.*)', async () => {
    const czk = await buildSiblingEvent(t.app.db, f, { currency: 'CZK' });
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.merch.id, 1)).statusCode).toBe(200);
    const currency = await addStanding(t, czk.eventId, guid, f.standing.id, 1);
    expect(currency.statusCode).toBe(409);
    expect(json<ApiError>(currency).Code).toBe('ADD_ERROR.CURRENCY');

    const registered = await buildSaleFixture(t.app.db, { withTicketRegistration: true });
    const adds = await addStanding(t, registered.eventId, guid, registered.standing.id, 1);
    expect(json<ApiError>(adds).Code).toBe('ADD_ERROR.ADDS_TICKET_REGISTRATION');
    const guid2 = await createBasket(t);
    expect((await addStanding(t, registered.eventId, guid2, registered.standing.id, 1)).statusCode).toBe(200);
    const has = await addStanding(t, f.eventId, guid2, f.standing.id, 1);
    expect(json<ApiError>(has).Code).toBe('ADD_ERROR.HAS_TICKET_REGISTRATION');

    const licensed = await buildSaleFixture(t.app.db, { licenceId: crypto.randomUUID() });
    const licence = await addStanding(t, licensed.eventId, guid, licensed.standing.id, 1);
    expect(licence.statusCode).toBe(409);
    expect(json<ApiError>(licence).Code).toBe('ADD_ERROR.LICENCE_MISMATCH');
  });
});
