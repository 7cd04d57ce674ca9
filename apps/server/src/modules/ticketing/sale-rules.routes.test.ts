import type {
  AddToBasketResponse,
  ApiError,
  Basket,
  EventPricesAndCounts,
  SeatsStatus,
  Sector,
} from '@marquee/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBasePrices, eventTicketCategories } from '../../db/schema/pricing';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildEvent } from '../events/test-fixtures';
import { addSeat, addStanding, buildSaleFixture, createBasket, setSectorSettings } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const json = <T>(res: { json(): unknown }) => res.json() as T;
const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};

describe('selling window and channels', () => {
  it.each([
    ['IS_FREE', { sellingChannel: 'IsFree' as const }],
    [
      'TICKETS_AVAILABLE_EXTERNAL',
      { sellingChannel: 'ExternalTicketing' as const, externalUrl: 'https://x.test' },
    ],
    ['SALE_NOT_STARTED', { beginSellingAt: new Date(Date.now() + 2 * HOUR) }],
    [
      'SALE_ENDED',
      { beginSellingAt: new Date(Date.now() - 4 * HOUR), endSellingAt: new Date(Date.now() - HOUR) },
    ],
  ])('adding answers 403 %s', async (code, event) => {
    const f = await buildSaleFixture(t.app.db, { event });
    const guid = await createBasket(t);
    const res = await addStanding(t, f.eventId, guid, f.standing.id, 1);
    expect(res.statusCode).toBe(403);
    expect(json<ApiError>(res).Code).toBe(code);
  });

  it('an unpublished event is not found', async () => {
    const f = await buildSaleFixture(t.app.db, { event: { status: 'DRAFT' } });
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(404);
    expect((await get(`/api/event/${f.eventId}/eventpricesandcounts`)).status).toBe(404);
  });
});

describe('prices', () => {
  it('charges the base price valid now and keeps it for the hold even when the price changes', async () => {
    const f = await buildSaleFixture(t.app.db, { prices: { GA: 2500 } });
    const guid = await createBasket(t);
    const held = json<AddToBasketResponse>(await addStanding(t, f.eventId, guid, f.standing.id, 1));
    expect(held.Added[0]).toMatchObject({ Price: 25, OriginalPrice: 25 });
    // The organizer ends the current window now and starts a dearer one.
    const now = new Date();
    await t.app.db
      .update(eventBasePrices)
      .set({ validTill: now })
      .where(eq(eventBasePrices.ticketCategoryId, f.categories.GA));
    await t.app.db.insert(eventBasePrices).values({
      ticketCategoryId: f.categories.GA,
      priceMinor: 3990,
      validFrom: now,
      validTill: new Date(now.getTime() + 24 * HOUR),
    });
    t.app.services.offers.clear();
    const later = json<AddToBasketResponse>(await addStanding(t, f.eventId, guid, f.standing.id, 1));
    expect(later.Added[0]?.Price).toBe(39.9);
    expect(later.Basket.Events[0]?.Items.map((i) => i.Price)).toEqual([25, 39.9]);
    expect(later.Basket.TotalPrice).toBe(64.9);
  });

  it('a category without a price valid now is not on sale (403 SECTOR_NOT_ON_SALE)', async () => {
    const f = await buildSaleFixture(t.app.db);
    await t.app.db
      .update(eventBasePrices)
      .set({ validFrom: new Date(Date.now() + HOUR), validTill: new Date(Date.now() + 2 * HOUR) })
      .where(eq(eventBasePrices.ticketCategoryId, f.categories.A));
    const guid = await createBasket(t);
    const res = await addSeat(t, f.eventId, guid, f.seating.seatIds[0] as string);
    expect(res.statusCode).toBe(403);
    expect(json<ApiError>(res).Code).toBe('SECTOR_NOT_ON_SALE');
    const status = await get<SeatsStatus>(`/api/event/${f.eventId}/getSeatsStatus?sectorIds=${f.seating.id}`);
    expect(status.body.Sectors[0]?.Seats[f.seating.seatIds[0] as string]).toBe('UNAVAILABLE');
  });
});

describe('donations', () => {
  it('adds extraAmount to the current base price, up to DonateMax, with 2 decimals', async () => {
    const f = await buildSaleFixture(t.app.db, { prices: { GA: 1000 }, donateMaxMinor: 5000 });
    const guid = await createBasket(t);
    const ok = await addStanding(t, f.eventId, guid, f.standing.id, 1, '?extraAmount=15.5');
    expect(ok.statusCode).toBe(200);
    expect(json<AddToBasketResponse>(ok).Added[0]).toMatchObject({
      Price: 25.5,
      OriginalPrice: 10,
      ExtraAmount: 15.5,
    });
    const top = await addStanding(t, f.eventId, guid, f.standing.id, 1, '?extraAmount=40');
    expect(json<AddToBasketResponse>(top).Added[0]?.Price).toBe(50);
    for (const [query, key] of [
      ['?extraAmount=40.01', 'MAX_VALUE'],
      ['?extraAmount=-1', 'MIN_VALUE'],
      ['?extraAmount=1.005', 'INVALID_VALUE'],
    ] as const) {
      const res = await addStanding(t, f.eventId, guid, f.standing.id, 1, query);
      expect(res.statusCode, query).toBe(400);
      expect(json<ApiError>(res).FieldErrors?.extraAmount).toEqual([key]);
    }
  });

  it('refuses an extra amount on a category that is not a donation', async () => {
    const f = await buildSaleFixture(t.app.db);
    const guid = await createBasket(t);
    const res = await addStanding(t, f.eventId, guid, f.standing.id, 1, '?extraAmount=5');
    expect(res.statusCode).toBe(400);
    expect(json<ApiError>(res).FieldErrors).toEqual({ extraAmount: ['INVALID_VALUE'] });
  });
});

describe('waves', () => {
  it('the next wave opens when the current one sells out', async () => {
    const f = await buildSaleFixture(t.app.db, { standingCapacity: 2, merchCapacity: 5 });
    // Wave 1 = the floor (2 places), wave 2 = the merch sector reused as a later ticket wave here.
    await setSectorSettings(t.app.db, f, f.standing.id, {
      nextWaveSectorId: f.merch.id,
      nextWaveActivationAt: new Date(Date.now() + 24 * HOUR),
    });
    const guid = await createBasket(t);
    const closed = await addStanding(t, f.eventId, guid, f.merch.id, 1);
    expect(closed.statusCode).toBe(403);
    expect(json<ApiError>(closed).Code).toBe('SECTOR_NOT_ON_SALE');
    let counts = await get<EventPricesAndCounts>(`/api/event/${f.eventId}/eventpricesandcounts`);
    expect(counts.body.Merchandise[0]).toMatchObject({ _id: f.merch.id });
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 2)).statusCode).toBe(200);
    expect((await addStanding(t, f.eventId, guid, f.merch.id, 1)).statusCode).toBe(200);
    counts = await get<EventPricesAndCounts>(`/api/event/${f.eventId}/eventpricesandcounts`);
    expect(counts.body.Sectors.find((s) => s._id === f.standing.id)).toMatchObject({
      NextWaveId: f.merch.id,
      HasPreviousWave: false,
      IsSellingEnabled: true,
    });
    const sectors = await get<Sector[]>(
      `/api/event/${f.eventId}/venueconfigurations/${f.configurationId}/sector`,
    );
    expect(sectors.body.find((s) => s._id === f.merch.id)).toMatchObject({
      HasPreviousWave: true,
      IsSellingEnabled: true,
    });
  });

  it('the next wave opens at its activation time, and the earlier wave closes then', async () => {
    const f = await buildSaleFixture(t.app.db, { standingCapacity: 10 });
    await setSectorSettings(t.app.db, f, f.standing.id, {
      nextWaveSectorId: f.merch.id,
      nextWaveActivationAt: new Date(Date.now() - 1000),
    });
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.merch.id, 1)).statusCode).toBe(200);
    const early = await addStanding(t, f.eventId, guid, f.standing.id, 1);
    expect(json<ApiError>(early).Code).toBe('SECTOR_NOT_ON_SALE');
  });
});

describe('prices and counts, sectors, seat states', () => {
  it('answers categories with the price now, live counts, merchandise and the price range', async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 2, seatsPerRow: 5, standingCapacity: 30 });
    const guid = await createBasket(t);
    await addSeat(t, f.eventId, guid, f.seating.seatIds[0] as string);
    await addStanding(t, f.eventId, guid, f.standing.id, 3);
    const { status, body } = await get<EventPricesAndCounts>(
      `/api/event/${f.eventId}/eventpricesandcounts?couponId=WHATEVER`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      EventId: f.eventId,
      Currency: 'EUR',
      HoldMinutes: 15,
      PriceRange: { Min: 25, Max: 45 },
      AvailableCount: 9 + 27,
      TotalCount: 40,
      IsSoldOut: false,
    });
    const seating = body.Sectors.find((s) => s._id === f.seating.id);
    expect(seating?.TicketCategories).toEqual([{ Id: f.categories.A, TotalCount: 10, AvailableCount: 9 }]);
    expect(body.TicketCategories.find((c) => c._id === f.categories.GA)).toMatchObject({
      Price: 25,
      AvailableCount: 27,
      TotalCount: 30,
      IsDonate: false,
      DonateMax: null,
    });
    expect(body.Merchandise).toEqual([
      expect.objectContaining({
        _id: f.merch.id,
        Name: 'T-shirt',
        Price: 20,
        AvailableCount: 20,
        MaximumTicketsPerPurchase: 5,
      }),
    ]);
    expect(body.Sectors.some((s) => s.IsMerchandise)).toBe(false);
  });

  it('reports sold out when every selling place is taken', async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 1, standingCapacity: 1 });
    const guid = await createBasket(t);
    await addSeat(t, f.eventId, guid, f.seating.seatIds[0] as string);
    await addStanding(t, f.eventId, guid, f.standing.id, 1);
    const { body } = await get<EventPricesAndCounts>(`/api/event/${f.eventId}/eventpricesandcounts`);
    expect(body).toMatchObject({ AvailableCount: 0, IsSoldOut: true });
  });

  it('online events sell one virtual sector per category (the category id is the sector id)', async () => {
    const f = await buildSaleFixture(t.app.db);
    const online = await buildEvent(t.app.db, {
      authorProfileId: f.authorId,
      sellingChannel: 'Marquee',
      beginSellingAt: new Date(Date.now() - HOUR),
    });
    const [category] = await t.app.db
      .insert(eventTicketCategories)
      .values({ eventId: online.id, key: 'ONLINE', name: 'Stream' })
      .returning();
    await t.app.db.insert(eventBasePrices).values({
      ticketCategoryId: category?.id as string,
      priceMinor: 500,
      validFrom: new Date(Date.now() - HOUR),
      validTill: new Date(Date.now() + HOUR),
    });
    const { body } = await get<EventPricesAndCounts>(`/api/event/${online.id}/eventpricesandcounts`);
    expect(body.Sectors).toEqual([
      expect.objectContaining({
        _id: category?.id,
        Type: 'VirtualSector',
        Name: 'Stream',
        Price: 5,
        Capacity: null,
      }),
    ]);
    const guid = await createBasket(t);
    const res = await addStanding(t, online.id, guid, category?.id as string, 2);
    expect(res.statusCode).toBe(200);
    expect(json<AddToBasketResponse>(res).Basket.Events[0]?.Items[0]).toMatchObject({
      SectorId: category?.id,
      SectorName: 'Stream',
      SectorType: 'VirtualSector',
      Price: 5,
    });
  });

  it('a disabled sector shows BLOCKED except SOLD and the caller’s RESERVED_ME; a hidden one HIDDEN_ALL', async () => {
    const f = await buildSaleFixture(t.app.db, { rows: 1, seatsPerRow: 4 });
    const [s0, s1, s2] = f.seating.seatIds as [string, string, string];
    const mine = await createBasket(t);
    const theirs = await createBasket(t);
    await addSeat(t, f.eventId, mine, s0);
    await addSeat(t, f.eventId, theirs, s1);
    // Selling is done by the payments issue; mark one sold the way it will.
    await t.app.db.execute(sql`update basket_items set status = 'SOLD' where seat_id = ${s1}`);
    await setSectorSettings(t.app.db, f, f.seating.id, { isSellingEnabled: false });
    t.app.services.offers.clear();
    const url = `/api/event/${f.eventId}/getSeatsStatus?sectorIds=${f.seating.id},${f.standing.id}&couponIds=&guid=${mine}`;
    const { body } = await get<SeatsStatus>(url);
    expect(body.Sectors).toHaveLength(1);
    expect(body.Sectors[0]).toMatchObject({ SectorId: f.seating.id, IsSellingEnabled: false });
    expect(body.Sectors[0]?.Seats).toEqual({
      [s0]: 'RESERVED_ME',
      [s1]: 'SOLD',
      [s2]: 'BLOCKED',
      [f.seating.seatIds[3] as string]: 'BLOCKED',
    });
    const refused = await addSeat(t, f.eventId, mine, s2);
    expect(json<ApiError>(refused).Code).toBe('SECTOR_NOT_ON_SALE');
    await setSectorSettings(t.app.db, f, f.seating.id, { isHidden: true });
    t.app.services.offers.clear();
    const hidden = await get<SeatsStatus>(url);
    expect(new Set(Object.values(hidden.body.Sectors[0]?.Seats ?? {}))).toEqual(new Set(['HIDDEN_ALL']));
    // A sold item is no longer part of the buyer's basket.
    const basket = await get<Basket>(`/api/ticketing/basket/${theirs}`);
    expect(basket.body.ItemCount).toBe(0);
  });

  it('validates getSeatsStatus input and answers unknown events 404', async () => {
    const f = await buildSaleFixture(t.app.db);
    expect((await get(`/api/event/${f.eventId}/getSeatsStatus?sectorIds=nope`)).status).toBe(400);
    expect((await get(`/api/event/${f.eventId}/getSeatsStatus`)).status).toBe(400);
    expect(
      (await get(`/api/event/6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11/getSeatsStatus?sectorIds=${f.seating.id}`))
        .status,
    ).toBe(404);
  });

  it('serves the event configuration’s sectors and SVG; another configuration is 404', async () => {
    const f = await buildSaleFixture(t.app.db);
    const sectors = await get<Sector[]>(
      `/api/event/${f.eventId}/venueconfigurations/${f.configurationId}/sector`,
    );
    expect(sectors.status).toBe(200);
    expect(sectors.body.map((s) => s.Name)).toEqual(['Stalls', 'Floor', 'T-shirt']);
    const svg = await t.app.inject({
      method: 'GET',
      url: `/api/event/${f.eventId}/venueconfigurations/${f.configurationId}/svg`,
    });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const other = await buildSaleFixture(t.app.db);
    expect(
      (await get(`/api/event/${f.eventId}/venueconfigurations/${other.configurationId}/sector`)).status,
    ).toBe(404);
    expect(
      (await get(`/api/event/${f.eventId}/venueconfigurations/${other.configurationId}/svg`)).status,
    ).toBe(404);
  });
});
