import { LANGUAGES, MAXIMUM_DATE } from '@marquee/contract';
import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../schema';
import { openTestDatabase, type TestDatabase } from '../testing';
import { type SeedSummary, seedDemoData } from './index';

// A Wednesday: "today" is 2025-06-11, this weekend is Fri 13 – Sun 15 June (Europe/Bratislava).
const NOW = new Date('2025-06-11T10:00:00Z');
const local = (text: string) => sql`(${text}::timestamp at time zone 'Europe/Bratislava')`;
/** Events overlapping a local day range [from, till). */
const overlapping = (from: string, till: string) =>
  sql`${s.events.beginAt} < ${local(till)} and ${s.events.endAt} >= ${local(from)}`;

/** Map.groupBy is Node 21+; the server runs on Node 20. */
function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

let database: TestDatabase;
let summary: SeedSummary;

beforeAll(async () => {
  database = await openTestDatabase();
  summary = await seedDemoData(database.db, { now: NOW });
});

afterAll(async () => {
  await database?.dispose();
});

async function countEvents(where: ReturnType<typeof sql> | undefined) {
  const [row] = await database.db.select({ n: count() }).from(s.events).where(where);
  return row?.n ?? 0;
}

describe('seedDemoData', () => {
  it('seeds at least 40 events of every kind', async () => {
    const db = database.db;
    expect(summary.skipped).toBe(false);
    expect(await countEvents(undefined)).toBeGreaterThanOrEqual(40);
    expect(await countEvents(lt(s.events.endAt, NOW))).toBeGreaterThan(0); // past
    expect(await countEvents(overlapping('2025-06-11', '2025-06-12'))).toBeGreaterThanOrEqual(2); // today
    expect(await countEvents(overlapping('2025-06-13', '2025-06-16'))).toBeGreaterThanOrEqual(3); // this weekend
    expect(await countEvents(eq(s.events.endAt, new Date(MAXIMUM_DATE)))).toBeGreaterThan(0); // long-term
    expect(await countEvents(eq(s.events.sellingChannel, 'IsFree'))).toBeGreaterThan(0);
    expect(
      await countEvents(
        sql`${s.events.sellingChannel} in ('ExternalTicketing', 'TicketportalCZ', 'TicketportalSK') and ${s.events.externalUrl} is not null`,
      ),
    ).toBeGreaterThan(0);
    expect(await countEvents(eq(s.events.status, 'DRAFT'))).toBeGreaterThanOrEqual(2);

    // Multi-day: a festival whose lineup spans three days, with a day per entry.
    const festivalDays = await db
      .select({ event: s.eventLineup.eventId, days: sql<number>`count(distinct ${s.eventLineup.day})::int` })
      .from(s.eventLineup)
      .groupBy(s.eventLineup.eventId)
      .having(sql`count(distinct ${s.eventLineup.day}) >= 3`);
    expect(festivalDays.length).toBeGreaterThan(0);

    // Donation: an is_donate category with a maximum.
    const donations = await db
      .select()
      .from(s.eventTicketCategories)
      .where(
        and(eq(s.eventTicketCategories.isDonate, true), isNotNull(s.eventTicketCategories.donateMaxMinor)),
      );
    expect(donations.length).toBeGreaterThan(0);

    // Streams: online events without a venue, each carried by a stream row.
    const online = await db
      .select({ id: s.events.id, venueId: s.events.venueId, stream: s.streams.id })
      .from(s.events)
      .innerJoin(s.streams, eq(s.streams.eventId, s.events.id))
      .where(eq(s.events.isOnline, true));
    expect(online.length).toBeGreaterThanOrEqual(3);
    expect(online.every((e) => e.venueId === null)).toBe(true);
  });

  it('seeds film performances that share a group with labels and dubbing/subtitles', async () => {
    const films = await database.db.select().from(s.events).where(isNotNull(s.events.movieInfo));
    const groups = groupBy(films, (f) => f.eventGroupId);
    const shared = [...groups.values()].filter((g) => g.length >= 2);
    expect(shared.length).toBeGreaterThanOrEqual(2);
    for (const group of shared) expect(new Set(group.map((f) => f.performanceLabel)).size).toBe(group.length);
    expect(films.some((f) => f.movieInfo?.Dabing) && films.some((f) => f.movieInfo?.Subtitles)).toBe(true);
  });

  it('prices paid seated events with 2–3 categories and an early bird ending before the regular price', async () => {
    const rows = await database.db
      .select({
        event: s.events.id,
        category: s.eventTicketCategories.id,
        from: s.eventBasePrices.validFrom,
        till: s.eventBasePrices.validTill,
        price: s.eventBasePrices.priceMinor,
      })
      .from(s.events)
      .innerJoin(s.eventTicketCategories, eq(s.eventTicketCategories.eventId, s.events.id))
      .innerJoin(s.eventBasePrices, eq(s.eventBasePrices.ticketCategoryId, s.eventTicketCategories.id))
      .where(isNotNull(s.events.venueConfigurationId));
    const byCategory = groupBy(rows, (r) => r.category);
    const earlyBird = [...byCategory.values()].filter((prices) => prices.length === 2);
    expect(earlyBird.length).toBeGreaterThan(0);
    for (const prices of earlyBird) {
      const [early, regular] = prices.sort((a, b) => a.from.getTime() - b.from.getTime());
      expect(early?.till.getTime()).toBe(regular?.from.getTime());
      expect(early?.price).toBeLessThan(regular?.price ?? 0);
    }
    const categoriesPerEvent = groupBy(rows, (r) => r.event);
    const sizes = [...categoriesPerEvent.values()].map((r) => new Set(r.map((x) => x.category)).size);
    expect(sizes.some((n) => n === 2) && sizes.some((n) => n === 3)).toBe(true);
  });

  it('seeds at least 6 venues with SVG layouts whose sector ids exist in the SVG', async () => {
    const configurations = await database.db.query.venueConfigurations.findMany({ with: { sectors: true } });
    expect(configurations.length).toBeGreaterThanOrEqual(6);
    for (const c of configurations) {
      expect(c.svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
      for (const sector of c.sectors) expect(c.svg).toContain(`id="${sector.svgId}"`);
    }
  });

  it('has a configuration with ≥ 1,000 seats and one with ≥ 15,000, all inside the viewBox', async () => {
    const perConfiguration = await database.db
      .select({
        id: s.venueConfigurations.id,
        width: s.venueConfigurations.width,
        height: s.venueConfigurations.height,
        seats: count(s.seats.id),
        outside: sql<number>`count(*) filter (where ${s.seats.x} - ${s.seats.radius} < 0 or ${s.seats.y} - ${s.seats.radius} < 0
          or ${s.seats.x} + ${s.seats.radius} > ${s.venueConfigurations.width} or ${s.seats.y} + ${s.seats.radius} > ${s.venueConfigurations.height})::int`,
      })
      .from(s.venueConfigurations)
      .innerJoin(s.sectors, eq(s.sectors.configurationId, s.venueConfigurations.id))
      .innerJoin(s.seats, eq(s.seats.sectorId, s.sectors.id))
      .groupBy(s.venueConfigurations.id);
    const counts = perConfiguration.map((c) => c.seats);
    expect(counts.some((n) => n >= 1000 && n < 15000)).toBe(true);
    expect(counts.some((n) => n >= 15000)).toBe(true);
    expect(perConfiguration.every((c) => c.outside === 0)).toBe(true);
    expect(summary.counts.seats).toBe(counts.reduce((a, b) => a + b, 0));
  });

  it('seeds at least 20 profiles of at least 6 types, and 10 published articles', async () => {
    const types = await database.db
      .select({ type: s.profiles.type, n: count() })
      .from(s.profiles)
      .groupBy(s.profiles.type);
    expect(types.reduce((sum, t) => sum + t.n, 0)).toBeGreaterThanOrEqual(20);
    expect(types.length).toBeGreaterThanOrEqual(6);
    const [articles] = await database.db
      .select({ n: count() })
      .from(s.articles)
      .where(eq(s.articles.status, 'PUBLISHED'));
    expect(articles?.n).toBeGreaterThanOrEqual(10);
  });

  it('seeds parent genres with subgenres, named in all five languages', async () => {
    const parents = await database.db.query.genres.findMany({
      where: sql`${s.genres.parentId} is null`,
      with: { subgenres: true },
    });
    expect(parents.length).toBeGreaterThanOrEqual(8);
    for (const parent of parents) {
      expect(parent.subgenres.length).toBeGreaterThan(0);
      for (const g of [parent, ...parent.subgenres])
        for (const lang of LANGUAGES) expect(g.nameI18n[lang]).toBeTruthy();
    }
  });

  it('seeds cities of all five countries, found without diacritics', async () => {
    const countries = await database.db.selectDistinct({ c: s.cities.countryCode }).from(s.cities);
    expect(countries.map((c) => c.c).sort()).toEqual(['AT', 'CZ', 'DE', 'HU', 'SK']);
    const found = await database.db
      .select({ name: s.cities.name })
      .from(s.cities)
      .where(
        sql`${s.cities.searchName} % f_unaccent(lower(${'Kosice'})) or ${s.cities.searchName} = f_unaccent(lower(${'GYŐR'}))`,
      );
    expect(found.map((c) => c.name).sort()).toEqual(['Győr', 'Košice']);
    // The JS fold written on insert matches the database's f_unaccent(lower()) used by queries.
    const [mismatch] = await database.db
      .select({ n: count() })
      .from(s.cities)
      .where(sql`${s.cities.searchName} <> f_unaccent(lower(${s.cities.name}))`);
    expect(mismatch?.n).toBe(0);
  });

  it('seeds a Homepage-slider with event, profile and external spots', async () => {
    const spots = await database.db
      .select()
      .from(s.spots)
      .where(and(eq(s.spots.name, 'Homepage-slider'), sql`${s.spots.parentSpotId} is null`));
    expect(spots.length).toBeGreaterThanOrEqual(4);
    expect(spots.some((x) => x.type === 'EntitySpot' && x.entityType === 'Event')).toBe(true);
    expect(spots.some((x) => x.type === 'EntitySpot' && x.entityType === 'Profile')).toBe(true);
    expect(spots.some((x) => x.type === 'ExternalSpot' && x.url)).toBe(true);
  });

  it('skips when events already exist', async () => {
    const again = await seedDemoData(database.db, { now: NOW });
    expect(again.skipped).toBe(true);
    expect(await countEvents(undefined)).toBe(summary.counts.events);
  });

  it('is deterministic: the same now gives the same ids, names and dates in another database', async () => {
    const other = await openTestDatabase();
    try {
      await seedDemoData(other.db, { now: NOW });
      const pick = (db: TestDatabase['db']) =>
        db
          .select({ id: s.events.id, name: s.events.name, begin: s.events.beginAt })
          .from(s.events)
          .orderBy(s.events.id);
      expect(await pick(other.db)).toEqual(await pick(database.db));
      const seats = (db: TestDatabase['db']) =>
        db.select({ n: count() }).from(s.seats).where(gte(s.seats.x, 0));
      expect(await seats(other.db)).toEqual(await seats(database.db));
    } finally {
      await other.dispose();
    }
  });
});

describe('schema relations (db.query with)', () => {
  it('loads an event with its author, venue, lineup, prices, genres and stream', async () => {
    const festival = await database.db.query.events.findFirst({
      where: eq(s.events.nickname, 'luky'),
      with: {
        author: true,
        venue: { with: { city: true } },
        configuration: { columns: { id: true }, with: { sectors: { columns: { svgId: true } } } },
        lineup: { with: { profile: { columns: { profileName: true } } } },
        ticketCategories: { with: { basePrices: true } },
        sectorSettings: true,
        genres: { with: { genre: true } },
        stream: true,
      },
    });
    expect(festival?.author.type).toBe('FestivalProfile');
    expect(festival?.venue?.city.name).toBe('Trenčín');
    expect(festival?.lineup.length).toBeGreaterThanOrEqual(9);
    expect(festival?.ticketCategories.find((c) => c.key === 'GA')?.basePrices).toHaveLength(2);
    expect(festival?.sectorSettings).toHaveLength(festival?.configuration?.sectors.length ?? -1);
    expect(festival?.stream).toBeNull();
  });

  it('loads a profile with its events, venues, articles, lineup entries and genres; spots with children', async () => {
    const profile = await database.db.query.profiles.findFirst({
      where: eq(s.profiles.nickname, 'dunajska-sien'),
      with: {
        venues: true,
        authoredEvents: true,
        articles: true,
        lineupEntries: true,
        genres: true,
        city: true,
      },
    });
    expect(profile?.venues).toHaveLength(1);
    const band = await database.db.query.profiles.findFirst({
      where: eq(s.profiles.nickname, 'mlynska-kola'),
      with: { lineupEntries: true },
    });
    expect(band?.lineupEntries.length).toBeGreaterThan(0);
    const groups = await database.db.query.spots.findMany({
      where: eq(s.spots.type, 'GroupSpot'),
      with: { children: { with: { event: true } } },
    });
    expect(groups[0]?.children.every((c) => c.event !== null)).toBe(true);
  });
});

describe('schema constraints (on the seeded data)', () => {
  it('rejects an overlapping base price window (EXCLUDE constraint)', async () => {
    const [price] = await database.db.select().from(s.eventBasePrices).limit(1);
    if (!price) throw new Error('no base price seeded');
    const overlap = database.db.insert(s.eventBasePrices).values({
      ticketCategoryId: price.ticketCategoryId,
      priceMinor: 100,
      validFrom: price.validFrom,
      validTill: new Date(price.validFrom.getTime() + 60_000),
    });
    await expect(overlap).rejects.toThrow();
  });

  it('treats nicknames case-insensitively', async () => {
    const [event] = await database.db.select().from(s.events).where(isNotNull(s.events.nickname)).limit(1);
    const found = await database.db
      .select({ id: s.events.id })
      .from(s.events)
      .where(eq(s.events.nickname, (event?.nickname ?? '').toUpperCase()));
    expect(found.map((f) => f.id)).toEqual([event?.id]);
  });

  it('keeps a seat in its row’s sector (composite FK)', async () => {
    const [seat] = await database.db.select().from(s.seats).limit(1);
    const [otherSector] = await database.db
      .select()
      .from(s.sectors)
      .where(sql`${s.sectors.id} <> ${seat?.sectorId}`)
      .limit(1);
    const wrong = database.db
      .update(s.seats)
      .set({ sectorId: otherSector?.id })
      .where(eq(s.seats.id, seat?.id ?? ''));
    await expect(wrong).rejects.toThrow();
  });
});
