import type { EventPricesAndCounts, Sector, Venue, VenueSeat } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectorImages } from '../../db/schema/venue-configuration';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildSaleFixture, type SaleFixture } from '../ticketing/testing';

let t: TestApp;
let f: SaleFixture;
beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { rows: 2, seatsPerRow: 3 });
});
afterAll(() => t.close());

const UNKNOWN = '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11';

describe('venue reads (2.1)', () => {
  it('GET /venue/{id} answers the configuration and its sectors without rows, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/venue/${f.venueId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const venue = res.json() as Venue;
    expect(venue).toMatchObject({
      _id: f.venueId,
      ConfigurationId: f.configurationId,
      Width: 1000,
      Height: 600,
    });
    expect(venue.Sectors.map((s) => [s.Name, s.Type, s.Rows.length])).toEqual([
      ['Stalls', 'SeatingSector', 0],
      ['Floor', 'StandingSector', 0],
      ['T-shirt', 'VirtualSector', 0],
    ]);
    expect(venue.Sectors[0]?.TicketCategories).toEqual([{ Id: 'A', TotalCount: 6, AvailableCount: 6 }]);
    expect((await t.app.inject({ method: 'GET', url: `/api/venue/${UNKNOWN}` })).statusCode).toBe(404);
    const foreignCfg = await buildSaleFixture(t.app.db);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/venue/${f.venueId}?configurationId=${foreignCfg.configurationId}`,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('GET /venue/{id}/sector/{sectorId} answers rows with seats in order; a foreign sector is 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/venue/${f.venueId}/sector/${f.seating.id}` });
    expect(res.statusCode).toBe(200);
    const sector = res.json() as Sector;
    expect(sector.Rows.map((r) => [r.Name, r.Seats.map((s) => s.Name)])).toEqual([
      ['1', ['1', '2', '3']],
      ['2', ['1', '2', '3']],
    ]);
    expect(sector.Rows[0]?.Seats[0]).toMatchObject({
      CenterPosition: { X: 100, Y: 100 },
      Radius: 15,
      TicketCategoryId: 'A',
    });
    const other = await buildSaleFixture(t.app.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/venue/${f.venueId}/sector/${other.seating.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('POST /venue/{id}/seats answers the venue’s seats among the ids, with row and sector names', async () => {
    const other = await buildSaleFixture(t.app.db);
    const ids = [f.seating.seatIds[4], other.seating.seatIds[0], UNKNOWN];
    const res = await t.app.inject({ method: 'POST', url: `/api/venue/${f.venueId}/seats`, payload: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json() as VenueSeat[]).toEqual([
      expect.objectContaining({ _id: f.seating.seatIds[4], Name: '2', RowName: '2', SectorName: 'Stalls' }),
    ]);
    const empty = await t.app.inject({ method: 'POST', url: `/api/venue/${f.venueId}/seats`, payload: [] });
    expect(empty.statusCode).toBe(400);
    const junk = await t.app.inject({ method: 'POST', url: `/api/venue/${f.venueId}/seats`, payload: ['x'] });
    expect(junk.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: `/api/venue/${UNKNOWN}/seats`, payload: ids });
    expect(unknown.statusCode).toBe(404);
  });

  it('sectors carry the cover and gallery the layout editor stored, in gallery order', async () => {
    const g = await buildSaleFixture(t.app.db);
    const picture = (n: number) => `/uploads/images/${String(n).padStart(2, '0')}/${'a'.repeat(64)}.jpg`;
    await t.app.db.insert(sectorImages).values([
      { sectorId: g.seating.id, imageUrl: picture(2), sortOrder: 1 },
      { sectorId: g.seating.id, imageUrl: picture(1), isCover: true },
      { sectorId: g.seating.id, imageUrl: picture(3), sortOrder: 0 },
      { sectorId: g.standing.id, imageUrl: picture(4), sortOrder: 0 },
    ]);
    const venue = (await t.app.inject({ method: 'GET', url: `/api/venue/${g.venueId}` })).json() as Venue;
    const pictures = (s: Sector | undefined) => [s?.Cover, s?.Gallery];
    expect(pictures(venue.Sectors.find((s) => s._id === g.seating.id))).toEqual([
      picture(1),
      [picture(3), picture(2)],
    ]);
    expect(pictures(venue.Sectors.find((s) => s._id === g.standing.id))).toEqual([null, [picture(4)]]);
    expect(pictures(venue.Sectors.find((s) => s._id === g.merch.id))).toEqual([null, []]);
    const sector = (
      await t.app.inject({ method: 'GET', url: `/api/venue/${g.venueId}/sector/${g.seating.id}` })
    ).json() as Sector;
    expect(pictures(sector)).toEqual([picture(1), [picture(3), picture(2)]]);
    // The event's sale reads (the seat map's source) carry them too.
    const prices = (
      await t.app.inject({ method: 'GET', url: `/api/event/${g.eventId}/eventpricesandcounts` })
    ).json() as EventPricesAndCounts;
    expect(pictures(prices.Sectors.find((s) => s._id === g.seating.id))).toEqual([
      picture(1),
      [picture(3), picture(2)],
    ]);
  });
});
