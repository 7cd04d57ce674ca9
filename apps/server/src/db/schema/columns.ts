import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, doublePrecision, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Case-insensitive text (nicknames): `Foo` and `foo` collide in the unique index, as the spec's URLs expect. */
export const citext = customType<{ data: string }>({
  dataType: () => 'citext',
});

/** uuid primary key; the DB fills it, the seed passes deterministic ids. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** Every instant is a timestamptz read as a JS Date (UTC); the event's IANA zone is a separate column. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

export const lon = () => doublePrecision('lon');
export const lat = () => doublePrecision('lat');

/** CHECK body for an optional coordinate pair: both or neither, and within range. */
export const lonLatCheck = (lonColumn: AnyPgColumn, latColumn: AnyPgColumn) =>
  sql`(${lonColumn} IS NULL AND ${latColumn} IS NULL) OR (${lonColumn} BETWEEN -180 AND 180 AND ${latColumn} BETWEEN -90 AND 90)`;

/** SQL list literal for CHECK (col IN (...)); values are our own constants, never user input. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

/** Letters NFD can't decompose; unaccent's rules fold them the same way. */
const FOLD: Record<string, string> = { ß: 'ss', ł: 'l', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe' };

/**
 * The normalized form stored in `search_*` columns: lowercased, diacritics stripped, whitespace collapsed.
 * `unaccent()` isn't IMMUTABLE, so we compute it in JS on write and index it with pg_trgm; queries compare
 * against `f_unaccent(lower(:term))` or the same function applied in JS.
 */
export function normalizeSearchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßłđøæœ]/g, (ch) => FOLD[ch] ?? ch)
    .replace(/\s+/g, ' ')
    .trim();
}
