import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CityRow, cities } from '../../db/schema/utility';
import { weblog } from '../../db/schema/weblog';
import { queryRows } from '../ticketing/sql-rows';

/** Answers when the database does; throws otherwise. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function findCityById(db: DbOrTx, id: string): Promise<CityRow | null> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return row ?? null;
}

/** `%`, `_` and `\` in a typed key are literal characters, not LIKE wildcards. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Cities whose folded name matches `key` (already folded with normalizeSearchText): the whole name, then
 * names starting with it, then names with a word starting with it, then trigram look-alikes for typos
 * ("bratslava"). Within the first three tiers bigger cities come first (what autocomplete users expect);
 * look-alikes are ordered by similarity, then population. `%` and `<%` use pg_trgm's default thresholds
 * (0.3 similarity, 0.6 word similarity) and the trigram index; both are the same on PGlite and PostgreSQL.
 */
export async function searchCities(db: DbOrTx, key: string, limit: number): Promise<CityRow[]> {
  const prefix = `${escapeLike(key)}%`;
  const wordPrefix = `% ${escapeLike(key)}%`;
  const tier = sql`case
      when ${cities.searchName} = ${key} then 0
      when ${cities.searchName} like ${prefix} then 1
      when ${cities.searchName} like ${wordPrefix} then 2
      else 3 end`;
  const similarity = sql`greatest(similarity(${cities.searchName}, ${key}), word_similarity(${key}, ${cities.searchName}))`;
  return db
    .select()
    .from(cities)
    .where(
      sql`${cities.searchName} like ${prefix} or ${cities.searchName} like ${wordPrefix}
        or ${cities.searchName} % ${key} or ${key} <% ${cities.searchName}`,
    )
    .orderBy(
      tier,
      sql`case when ${tier} = 3 then ${similarity} else 0 end desc`,
      sql`${cities.population} desc`,
      cities.name,
      cities.id,
    )
    .limit(limit);
}

/** Distance in km on an equirectangular projection: exact enough within a few hundred km. */
function distanceKm(lon: number, lat: number) {
  return sql<number>`111.32 * sqrt(power(${cities.lat} - ${lat}, 2) + power((${cities.lon} - ${lon}) * cos(radians((${cities.lat} + ${lat}) / 2)), 2))`;
}

/**
 * Our city nearest to a point within `maxKm`; one whose folded name and country equal `prefer` wins over a
 * nearer one, so "Humenné" is found for an IP that DB-IP places in "Humenne".
 */
export async function findNearestCity(
  db: DbOrTx,
  point: { lon: number; lat: number },
  maxKm: number,
  prefer?: { name: string; countryCode: string },
): Promise<CityRow | null> {
  const distance = distanceKm(point.lon, point.lat);
  // The bounding box lets PostgreSQL skip far rows before computing distances.
  const latSpan = maxKm / 111;
  const order = prefer
    ? [
        sql`(${cities.searchName} = ${prefer.name} and ${cities.countryCode} = ${prefer.countryCode}) desc`,
        distance,
        cities.id,
      ]
    : [distance, cities.id];
  const [row] = await db
    .select()
    .from(cities)
    .where(
      sql`${cities.lat} between ${point.lat - latSpan} and ${point.lat + latSpan} and ${distance} <= ${maxKm}`,
    )
    .orderBy(...order)
    .limit(1);
  return row ?? null;
}

/** The country's city with this folded name, biggest first (the default city "bratislava", "SK"). */
export async function findCityByName(
  db: DbOrTx,
  searchName: string,
  countryCode: string,
): Promise<CityRow | null> {
  const [row] = await db
    .select()
    .from(cities)
    .where(sql`${cities.searchName} = ${searchName} and ${cities.countryCode} = ${countryCode}`)
    .orderBy(sql`${cities.population} desc`, cities.id)
    .limit(1);
  return row ?? null;
}

export async function insertWeblog(
  db: DbOrTx,
  entry: { content: string; ip: string | null; userAgent: string | null; sessionId: string | null },
): Promise<void> {
  await db.insert(weblog).values(entry);
}

/**
 * Currencies a licence can be paid in: those where an organizer profile held under the licence has an
 * enabled payment gate — its own row, or a platform default it has not overridden (as gatesFor decides per
 * event). A licence nobody holds gets the platform defaults.
 */
export async function licenceCurrencies(db: DbOrTx, licenceId: string): Promise<Set<string>> {
  const rows = await queryRows<{ currency: string }>(
    db,
    sql`
    with orgs as (
      select distinct profile_id from profile_claims where licence_id = ${licenceId} and profile_id is not null
    )
    select distinct g.currency from payment_gate_settings g
    where g.enabled and (
      g.organizer_profile_id in (select profile_id from orgs)
      or (g.organizer_profile_id is null and (
        not exists (select 1 from orgs)
        or exists (
          select 1 from orgs o where not exists (
            select 1 from payment_gate_settings own
            where own.organizer_profile_id = o.profile_id and own.gate = g.gate and own.currency = g.currency
          )
        )
      ))
    )`,
  );
  return new Set(rows.map((row) => row.currency));
}
