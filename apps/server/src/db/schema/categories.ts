import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { citext, id } from './columns';
import type { I18nText } from './documents';

/**
 * Genres (spec "Genre"/"Categories"): a two-level tree. Top genres (parent_id NULL) are the "event type"
 * filter (`par`), their children the sub genre filter (`sub`). Names carry all five languages.
 */
export const genres = pgTable(
  'genres',
  {
    id: id(),
    /** English name, the fallback when a language is missing in name_i18n. */
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<I18nText>().notNull(),
    /** URL-friendly key for /category/:pageName and readable filters. */
    slug: citext('slug').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => genres.id, { onDelete: 'restrict' }),
    /** Spec Genre.Type: what the genre classifies; everything seeded is an event genre. */
    type: text('type').notNull().default('Event'),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('genres_parent_idx').on(t.parentId, t.sortOrder),
    check('genres_not_own_parent_check', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
    check('genres_name_i18n_en_check', sql`jsonb_typeof(${t.nameI18n} -> 'en') = 'string'`),
  ],
);

export type GenreRow = typeof genres.$inferSelect;
export type NewGenre = typeof genres.$inferInsert;
