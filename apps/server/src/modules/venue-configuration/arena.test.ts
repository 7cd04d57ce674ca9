import { generateSeatBlock } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildCity } from '../../testing/factories';
import { caller, organizer } from '../event-management/testing';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * The note: how long a ≥ 15,000-seat arena takes to save and to open in the editor. Ten sectors of
 * 30 × 50 seats are saved one by one (as the editor saves), then the whole layout is loaded; one sector is
 * saved again with every seat kept (the common "edit and save" case). Durations are printed for the notes.
 */
describe('a 15,000-seat arena', () => {
  it('saves and opens', { timeout: 120_000 }, async () => {
    const call = caller(t);
    const owner = await organizer(t);
    const city = await buildCity(t.app.db, { name: 'Arena city' });
    const venue = (
      await call('POST', '/api/venue', owner.headers, {
        Name: 'Arena',
        AddressContact: { AddressLine: 'Arena 1', City: 'Arena city', Country: 'SK' },
        CityId: city.id,
        LonLat: { Lon: 17.1, Lat: 48.15 },
      })
    ).body;
    const event = (await call('POST', '/api/event', owner.headers, { ProfileName: 'Arena show' })).body;
    await call('PUT', `/api/event/${event.Id}/setvenue`, owner.headers, { VenueId: venue._id });
    const layout = `/api/event/${event.Id}/venueconfigurations/${venue.ConfigurationId}`;

    const started = performance.now();
    const sectorIds: string[] = [];
    for (let s = 0; s < 10; s++) {
      const sector = (
        await call('POST', `${layout}/sector`, owner.headers, { Type: 'SeatingSector', Name: `S${s}` })
      ).body;
      sectorIds.push(sector._id);
      const rows = generateSeatBlock({
        rows: 30,
        seatsPerRow: 50,
        origin: { X: 100 + (s % 5) * 2200, Y: 100 + Math.floor(s / 5) * 1600 },
        seatSpacing: 40,
        rowSpacing: 50,
        curveRadius: 1500,
        ticketCategoryKey: 'A',
      });
      const saved = await call('PUT', `${layout}/sector/${sector._id}/rows`, owner.headers, { Rows: rows });
      expect(saved.status).toBe(200);
    }
    const savedMs = performance.now() - started;

    const openStarted = performance.now();
    const opened = await call('GET', `${layout}/layout`, owner.headers);
    const openMs = performance.now() - openStarted;
    const seatCount = opened.body.Sectors.flatMap((s: { Rows: { Seats: unknown[] }[] }) =>
      s.Rows.flatMap((r) => r.Seats),
    ).length;
    expect(seatCount).toBe(15_000);

    const [first] = opened.body.Sectors;
    const resaveStarted = performance.now();
    const resaved = await call('PUT', `${layout}/sector/${first._id}/rows`, owner.headers, {
      Rows: first.Rows.map((row: { _id: string; Name: string; Seats: object[] }) => ({
        _id: row._id,
        Name: row.Name,
        Seats: row.Seats,
      })),
    });
    const resaveMs = performance.now() - resaveStarted;
    expect(resaved.status).toBe(200);
    console.info(
      `arena: 15,000 seats saved in ${Math.round(savedMs)} ms (10 sectors), layout opened in ${Math.round(openMs)} ms, ` +
        `a 1,500-seat sector re-saved in ${Math.round(resaveMs)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    );
  });
});
