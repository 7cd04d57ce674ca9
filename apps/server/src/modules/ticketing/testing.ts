import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { NewEvent } from '../../db/schema/events';
import { eventBasePrices, eventSectorSettings, eventTicketCategories } from '../../db/schema/pricing';
import { questionnaires } from '../../db/schema/questionnaires';
import { eventTicketingSettings } from '../../db/schema/ticketing';
import { seatRows, seats, sectors, venueConfigurations, venues } from '../../db/schema/venues';
import type { TestApp } from '../../testing/app';
import { buildCity, buildProfile } from '../../testing/factories';
import { buildEvent } from '../events/test-fixtures';

/**
 * A small priced venue for purchase tests: one seating sector (`rows` × `seatsPerRow` seats of category A),
 * one standing sector (category GA) and one merchandise sector (category MERCH), sold by one event.
 */
export interface SaleFixture {
  eventId: string;
  venueId: string;
  configurationId: string;
  authorId: string;
  cityId: string;
  seating: { id: string; seatIds: string[] };
  standing: { id: string };
  merch: { id: string };
  categories: { A: string; GA: string; MERCH: string };
}

const HOUR = 3_600_000;

export interface SaleFixtureOptions {
  rows?: number;
  seatsPerRow?: number;
  standingCapacity?: number;
  merchCapacity?: number;
  maxPerPurchase?: number;
  minPerPurchase?: number;
  /** Prices in minor units. */
  prices?: { A?: number; GA?: number; MERCH?: number };
  /** GA as a donation category with this maximum (minor units). */
  donateMaxMinor?: number;
  event?: Partial<NewEvent>;
  holdSeconds?: number;
  licenceId?: string | null;
  /** The event asks its buyers a questionnaire (an empty one of the event's author, issue 19). */
  withTicketRegistration?: boolean;
}

export async function buildVenue(db: Db, options: SaleFixtureOptions = {}) {
  const author = await buildProfile(db, { type: 'BuildingProfile' });
  const city = await buildCity(db, { name: `City ${randomUUID().slice(0, 6)}` });
  const [venue] = await db
    .insert(venues)
    .values({
      profileId: author.id,
      name: 'Test hall',
      address: { AddressLine: 'Main 1', City: city.name, Zip: '811 01', Country: 'SK' },
      cityId: city.id,
      lon: 17.1,
      lat: 48.1,
      timeZone: 'Europe/Bratislava',
    })
    .returning();
  if (!venue) throw new Error('venue');
  const [configuration] = await db
    .insert(venueConfigurations)
    .values({
      venueId: venue.id,
      name: 'Concert',
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600"><path id="stalls" d="M0 0h10v10z"/></svg>',
      width: 1000,
      height: 600,
    })
    .returning();
  if (!configuration) throw new Error('configuration');
  const max = options.maxPerPurchase ?? 6;
  const min = options.minPerPurchase ?? 1;
  const [seating, standing, merch] = await db
    .insert(sectors)
    .values([
      {
        configurationId: configuration.id,
        type: 'SeatingSector' as const,
        name: 'Stalls',
        svgId: 'stalls',
        sortOrder: 0,
        maxTicketsPerPurchase: max,
      },
      {
        configurationId: configuration.id,
        type: 'StandingSector' as const,
        name: 'Floor',
        svgId: 'floor',
        sortOrder: 1,
        capacity: options.standingCapacity ?? 50,
        ticketCategoryKey: 'GA',
        minTicketsPerPurchase: min,
        maxTicketsPerPurchase: max,
      },
      {
        configurationId: configuration.id,
        type: 'VirtualSector' as const,
        name: 'T-shirt',
        svgId: 'merch',
        sortOrder: 2,
        capacity: options.merchCapacity ?? 20,
        ticketCategoryKey: 'MERCH',
        isMerchandise: true,
        maxTicketsPerPurchase: 5,
      },
    ])
    .returning();
  if (!seating || !standing || !merch) throw new Error('sectors');
  const seatIds: string[] = [];
  for (let r = 0; r < (options.rows ?? 2); r++) {
    const [row] = await db
      .insert(seatRows)
      .values({ sectorId: seating.id, name: String(r + 1), sortOrder: r })
      .returning();
    if (!row) throw new Error('row');
    const inserted = await db
      .insert(seats)
      .values(
        Array.from({ length: options.seatsPerRow ?? 5 }, (_, i) => ({
          rowId: row.id,
          sectorId: seating.id,
          name: String(i + 1),
          x: 100 + i * 40,
          y: 100 + r * 40,
          radius: 15,
          ticketCategoryKey: 'A',
        })),
      )
      .returning({ id: seats.id });
    seatIds.push(...inserted.map((s) => s.id));
  }
  return { author, city, venue, configuration, seating, standing, merch, seatIds };
}

/** Adds categories A, GA, MERCH with one price window around now to an event. */
export async function priceEvent(
  db: Db,
  eventId: string,
  options: Pick<SaleFixtureOptions, 'prices' | 'donateMaxMinor'> = {},
) {
  const now = Date.now();
  const ids = { A: '', GA: '', MERCH: '' };
  for (const key of ['A', 'GA', 'MERCH'] as const) {
    const donate = key === 'GA' && options.donateMaxMinor !== undefined;
    const [category] = await db
      .insert(eventTicketCategories)
      .values({
        eventId,
        key,
        name: `Category ${key}`,
        isDonate: donate,
        donateMaxMinor: donate ? (options.donateMaxMinor ?? null) : null,
      })
      .returning();
    if (!category) throw new Error('category');
    ids[key] = category.id;
    await db.insert(eventBasePrices).values({
      ticketCategoryId: category.id,
      priceMinor: options.prices?.[key] ?? { A: 4500, GA: 2500, MERCH: 2000 }[key],
      validFrom: new Date(now - 24 * HOUR),
      validTill: new Date(now + 24 * HOUR),
    });
  }
  return ids;
}

/** A venue plus a published event on sale now that sells it. */
export async function buildSaleFixture(db: Db, options: SaleFixtureOptions = {}): Promise<SaleFixture> {
  const place = await buildVenue(db, options);
  const now = Date.now();
  const event = await buildEvent(db, {
    authorProfileId: place.author.id,
    isOnline: false,
    cityId: place.city.id,
    venueId: place.venue.id,
    venueConfigurationId: place.configuration.id,
    sellingChannel: 'Marquee',
    currency: 'EUR',
    beginSellingAt: new Date(now - 24 * HOUR),
    endSellingAt: new Date(now + 48 * HOUR),
    beginAt: new Date(now + 72 * HOUR),
    ...options.event,
  });
  const categories = await priceEvent(db, event.id, options);
  const questionnaire = options.withTicketRegistration
    ? (
        await db
          .insert(questionnaires)
          .values({ ownerProfileId: place.author.id, name: 'Registration', items: [] })
          .returning({ id: questionnaires.id })
      )[0]
    : undefined;
  if (options.holdSeconds !== undefined || options.licenceId || questionnaire)
    await db.insert(eventTicketingSettings).values({
      eventId: event.id,
      holdSeconds: options.holdSeconds ?? 900,
      licenceId: options.licenceId ?? null,
      ticketRegistrationId: questionnaire?.id ?? null,
    });
  return {
    eventId: event.id,
    venueId: place.venue.id,
    configurationId: place.configuration.id,
    authorId: place.author.id,
    cityId: place.city.id,
    seating: { id: place.seating.id, seatIds: place.seatIds },
    standing: { id: place.standing.id },
    merch: { id: place.merch.id },
    categories,
  };
}

/** Another event on the same venue and configuration (for seat-of-another-event and mixing tests). */
export async function buildSiblingEvent(db: Db, fixture: SaleFixture, event: Partial<NewEvent> = {}) {
  const now = Date.now();
  const row = await buildEvent(db, {
    authorProfileId: fixture.authorId,
    isOnline: false,
    cityId: fixture.cityId,
    venueId: fixture.venueId,
    venueConfigurationId: fixture.configurationId,
    sellingChannel: 'Marquee',
    beginSellingAt: new Date(now - 24 * HOUR),
    endSellingAt: new Date(now + 48 * HOUR),
    ...event,
  });
  const categories = await priceEvent(db, row.id);
  return { eventId: row.id, categories };
}

export async function setSectorSettings(
  db: Db,
  fixture: Pick<SaleFixture, 'eventId' | 'configurationId'>,
  sectorId: string,
  values: Partial<typeof eventSectorSettings.$inferInsert>,
) {
  await db
    .insert(eventSectorSettings)
    .values({ eventId: fixture.eventId, configurationId: fixture.configurationId, sectorId, ...values })
    .onConflictDoUpdate({ target: [eventSectorSettings.eventId, eventSectorSettings.sectorId], set: values });
}

// ——— HTTP helpers ———

export async function createBasket(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/ticketing/basket/createBasket' });
  if (res.statusCode !== 200) throw new Error(`createBasket: ${res.statusCode} ${res.body}`);
  return (res.json() as { guid: string }).guid;
}

export function addSeat(t: TestApp, eventId: string, guid: string, seatId: string, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/ticketing/${eventId}/basket/${guid}/seat/${seatId}${query}`,
  });
}

export function addStanding(
  t: TestApp,
  eventId: string,
  guid: string,
  sectorId: string,
  count: number,
  query = '',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ticketing/${eventId}/basket/${guid}/standing/${sectorId}/${count}${query}`,
  });
}
