import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { type GenreRow, genres, type NewGenre } from '../db/schema/categories';
import { normalizeSearchText } from '../db/schema/columns';
import { type CityRow, cities, type NewCity } from '../db/schema/utility';

/**
 * Test factories that write to the real test database (ARCHITECTURE §7). Each takes overrides and fills
 * the rest with valid defaults, so a test states only what it is about.
 */

export async function buildCity(db: Db, overrides: Partial<NewCity> & { name: string }): Promise<CityRow> {
  const [row] = await db
    .insert(cities)
    .values({
      searchName: normalizeSearchText(overrides.name),
      countryCode: 'SK',
      region: 'Test region',
      lon: 17.1077,
      lat: 48.1486,
      timeZone: 'Europe/Bratislava',
      population: 0,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildCity: insert returned nothing');
  return row;
}

export async function buildGenre(db: Db, overrides: Partial<NewGenre> & { name: string }): Promise<GenreRow> {
  const [row] = await db
    .insert(genres)
    .values({
      nameI18n: { en: overrides.name },
      slug: `${normalizeSearchText(overrides.name).replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildGenre: insert returned nothing');
  return row;
}
