import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client';
import * as schema from '../schema';
import { seedAccounts } from './accounts';
import { seedCouponsDemo } from './coupons';
import { buildDemoData } from './demo-data';
import { seedDiscoveryExtras } from './discovery';
import { seedMerchDemo } from './merch';
import { seedPaymentGates } from './payments';
import { seedPurchaseDemo } from './purchase';
import { seedSocial } from './social';

export { buildDemoData } from './demo-data';
export { demoImageSvg, isDemoImageSlug } from './images';

export interface SeedOptions {
  /** The instant demo dates are relative to ("today", "this weekend"); defaults to the current time. */
  now?: Date;
}

export interface SeedSummary {
  /** True when the database already had events and nothing was written. */
  skipped: boolean;
  now: string;
  counts: Record<string, number>;
  /** Seats per venue key. */
  seatsByVenue: Record<string, number>;
  durationMs: number;
}

/** Multi-row inserts of `size` rows: few round trips, and far below PostgreSQL's 65,535 parameters. */
async function insertChunked<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], size = 1000) {
  for (let i = 0; i < rows.length; i += size) {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's insert value type can't be named generically
    await tx.insert(table).values(rows.slice(i, i + size) as any);
  }
}

/**
 * Seeds the demo data: cities, genres, profiles, venues with seat maps, events of every kind, streams,
 * articles and homepage spots. Deterministic for a given `now` (same ids, names and dates). Runs in ONE
 * transaction under an advisory lock, and skips when events already exist, so two servers starting on the
 * same new database, or a crash half-way, never leave duplicate or partial demo data.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const data = buildDemoData(now);
  const { places, events, content } = data;
  const counts: Record<string, number> = {
    cities: places.cities.length,
    genres: places.genres.length,
    profiles: places.profiles.length,
    venues: places.venues.length,
    venueConfigurations: places.configurations.length,
    sectors: places.sectors.length,
    seatRows: places.seatRows.length,
    seats: places.seats.length,
    events: events.events.length,
    eventLineup: events.lineup.length,
    ticketCategories: events.ticketCategories.length,
    basePrices: events.basePrices.length,
    sectorSettings: events.sectorSettings.length,
    streams: content.streams.length,
    vods: content.vods.length,
    articles: content.articles.length,
    spots: content.spots.length,
  };

  const skipped = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('marquee:demo-seed'))`);
    const existing = await tx.select({ id: schema.events.id }).from(schema.events).limit(1);
    if (existing.length > 0) return true;
    // Parents before children; FKs are checked row by row, so the order matters.
    await insertChunked(tx, schema.cities, places.cities);
    // Top genres first: subgenres reference them.
    await insertChunked(
      tx,
      schema.genres,
      places.genres.filter((g) => !g.parentId),
    );
    await insertChunked(
      tx,
      schema.genres,
      places.genres.filter((g) => g.parentId),
    );
    await insertChunked(tx, schema.profiles, places.profiles);
    await insertChunked(tx, schema.profileGenres, places.profileGenres);
    await insertChunked(tx, schema.venues, places.venues);
    await insertChunked(tx, schema.venueConfigurations, places.configurations);
    await insertChunked(tx, schema.sectors, places.sectors);
    await insertChunked(tx, schema.seatRows, places.seatRows);
    await insertChunked(tx, schema.seats, places.seats);
    await insertChunked(tx, schema.events, events.events);
    await insertChunked(tx, schema.eventGenres, events.eventGenres);
    await insertChunked(tx, schema.eventLineup, events.lineup);
    await insertChunked(tx, schema.eventTicketCategories, events.ticketCategories);
    await insertChunked(tx, schema.eventBasePrices, events.basePrices);
    await insertChunked(tx, schema.eventSectorSettings, events.sectorSettings);
    await insertChunked(tx, schema.streams, content.streams);
    await insertChunked(tx, schema.vods, content.vods);
    await insertChunked(tx, schema.articles, content.articles);
    await insertChunked(tx, schema.articleGenres, content.articleGenres);
    await insertChunked(tx, schema.articleProfiles, content.articleProfiles);
    await insertChunked(
      tx,
      schema.spots,
      content.spots.filter((s) => !s.parentSpotId),
    );
    await insertChunked(
      tx,
      schema.spots,
      content.spots.filter((s) => s.parentSpotId),
    );
    await seedDiscoveryExtras(tx, now, data, counts);
    await seedAccounts(tx, now);
    Object.assign(counts, await seedSocial(tx, data, now));
    await seedPurchaseDemo(tx, now, data, counts);
    await seedPaymentGates(tx, counts);
    await seedCouponsDemo(tx, now, data, counts);
    await seedMerchDemo(tx, now, data, counts);
    return false;
  });

  return {
    skipped,
    now: now.toISOString(),
    counts: skipped ? {} : counts,
    seatsByVenue: skipped ? {} : places.seatCounts,
    durationMs: Math.round(performance.now() - started),
  };
}
