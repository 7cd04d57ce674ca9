import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type GenreRow, genres } from '../../db/schema/categories';

/** Every genre in display order (sort order, then English name); the tree is built by the service. */
export async function listGenres(db: DbOrTx): Promise<GenreRow[]> {
  return db.select().from(genres).orderBy(asc(genres.sortOrder), asc(genres.name), asc(genres.id));
}
