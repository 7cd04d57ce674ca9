import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, lat, lon } from './columns';

/**
 * Cities for the city filter, autocomplete and profile/event addresses (spec 1 §3 City, Location).
 * `search_name` is the lowercased, unaccented name computed in JS (see normalizeSearchText) because
 * unaccent() can't feed a generated column; "kosice" and "Košice" both hit the trigram index.
 */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: text('country_code').notNull(),
    region: text('region').notNull(),
    zip: text('zip'),
    lon: lon().notNull(),
    lat: lat().notNull(),
    /** IANA zone; a new event in this city starts with it. */
    timeZone: text('time_zone').notNull(),
    /** Ranks autocomplete results: bigger cities first for the same match quality. */
    population: integer('population').notNull().default(0),
  },
  (t) => [
    unique('cities_country_region_name_unique').on(t.countryCode, t.region, t.name),
    index('cities_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('cities_country_population_idx').on(t.countryCode, t.population.desc()),
    // Nearest-city lookups prefilter on a latitude band.
    index('cities_lat_idx').on(t.lat),
    check('cities_country_code_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check('cities_lon_lat_check', sql`${t.lon} BETWEEN -180 AND 180 AND ${t.lat} BETWEEN -90 AND 90`),
    check('cities_population_check', sql`${t.population} >= 0`),
  ],
);

export type CityRow = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;
