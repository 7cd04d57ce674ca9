import type { AddToBasketResponse, ApiError, EventPricesAndCounts, Venue } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_DEMO } from '../../db/seed/purchase';
import type { TestApp } from '../../testing/app';
import { buildDemoApp, demo } from '../events/test-fixtures';
import { addSeat, addStanding, createBasket } from './testing';

/** The demo data the buy form is built and shown against: every kind of sale works end to end. */
let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
}, 120_000);
afterAll(() => t.close());

const prices = async (eventId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/event/${eventId}/eventpricesandcounts` })
  ).json() as EventPricesAndCounts;

describe('purchase demo data', () => {
  it('sells a seat of the 1,000-seat hall in one of two categories', async () => {
    const eventId = demo.event('dvorak-novy-svet');
    const offer = await prices(eventId);
    expect(offer.TicketCategories.length).toBeGreaterThanOrEqual(2);
    expect(offer.PriceRange?.Min).toBeLessThan(offer.PriceRange?.Max ?? 0);
    const venue = (await t.app.inject({ method: 'GET', url: `/api/venue/${offer.VenueId}` })).json() as Venue;
    const seating = venue.Sectors.find((s) => s.Type === 'SeatingSector');
    const sector = (
      await t.app.inject({ method: 'GET', url: `/api/venue/${offer.VenueId}/sector/${seating?._id}` })
    ).json() as Venue['Sectors'][number];
    const [first, second] = sector.Rows[0]?.Seats ?? [];
    const guid = await createBasket(t);
    expect((await addSeat(t, eventId, guid, first?._id as string)).statusCode).toBe(200);
    const both = await addSeat(t, eventId, guid, second?._id as string);
    expect((both.json() as AddToBasketResponse).Basket.ItemCount).toBe(2);
  });

  it('sells standing tickets and merchandise at the festival', async () => {
    const eventId = demo.event('luky-festival');
    const offer = await prices(eventId);
    const standing = offer.Sectors.find((s) => s.Type === 'StandingSector' && s.IsSellingEnabled);
    expect(offer.Merchandise).toHaveLength(1);
    const guid = await createBasket(t);
    expect((await addStanding(t, eventId, guid, standing?._id as string, 2)).statusCode).toBe(200);
    expect((await addStanding(t, eventId, guid, offer.Merchandise[0]?._id as string, 1)).statusCode).toBe(
      200,
    );
  });

  it('opens only the first of three waves', async () => {
    const offer = await prices(PURCHASE_DEMO.wavesEvent);
    expect(offer.Sectors.map((s) => [s.Name, s.IsSellingEnabled, s.HasPreviousWave])).toEqual([
      ['1. vlna', true, false],
      ['2. vlna', false, true],
      ['3. vlna', false, true],
    ]);
    expect(offer.PriceRange).toEqual({ Min: 19, Max: 19 });
  });

  it('holds the rehearsal’s seats for 40 seconds', async () => {
    const offer = await prices(PURCHASE_DEMO.shortHoldEvent);
    const venue = (await t.app.inject({ method: 'GET', url: `/api/venue/${offer.VenueId}` })).json() as Venue;
    const seating = offer.Sectors.find((s) => s.Type === 'SeatingSector' && s.IsSellingEnabled);
    const sector = (
      await t.app.inject({ method: 'GET', url: `/api/venue/${venue._id}/sector/${seating?._id}` })
    ).json() as Venue['Sectors'][number];
    const guid = await createBasket(t);
    const res = await addSeat(t, PURCHASE_DEMO.shortHoldEvent, guid, sector.Rows[0]?.Seats[0]?._id as string);
    const validTill = Date.parse((res.json() as AddToBasketResponse).Basket.ValidTill ?? '');
    expect(validTill - Date.now()).toBeGreaterThan(30_000);
    expect(validTill - Date.now()).toBeLessThanOrEqual(40_000);
  });

  it('takes donations, and refuses free, external and not-yet-on-sale events', async () => {
    const donation = demo.event('mikulova-z-obyvacky');
    const offer = await prices(donation);
    expect(offer.TicketCategories[0]).toMatchObject({ IsDonate: true, Price: 5, DonateMax: 200 });
    const guid = await createBasket(t);
    const res = await addStanding(t, donation, guid, offer.Sectors[0]?._id as string, 1, '?extraAmount=10');
    expect((res.json() as AddToBasketResponse).Added[0]?.Price).toBe(15);
    for (const [key, code] of [
      ['korzo-poulicneho-divadla', 'IS_FREE'],
      ['slovensky-dizajn', 'TICKETS_AVAILABLE_EXTERNAL'],
      ['florbal-superfinale', 'SALE_NOT_STARTED'],
    ] as const) {
      const r = await addStanding(t, demo.event(key), guid, '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11', 1);
      expect((r.json() as ApiError).Code, key).toBe(code);
    }
  });

  it('shows the hall’s seat-map pictures: a sector with a cover and a gallery, and an image pin', async () => {
    const offer = await prices(demo.event('dvorak-novy-svet'));
    const sector = offer.Sectors.find((s) => s.Name === PURCHASE_DEMO.gallerySector);
    expect(sector?.Cover).toMatch(/^\/demo\/images\/.+\.svg$/);
    expect(sector?.Gallery).toHaveLength(2);
    const venue = (await t.app.inject({ method: 'GET', url: `/api/venue/${offer.VenueId}` })).json() as Venue;
    const pin = venue.AdditionalShapes.find((shape) => shape.ImageId);
    expect(pin).toMatchObject({
      Caption: PURCHASE_DEMO.pinCaption,
      ImageId: expect.stringMatching(/^\/demo\//),
    });
    const picture = await t.app.inject({ method: 'GET', url: pin?.ImageId as string });
    expect(picture.statusCode).toBe(200);
  });
});
