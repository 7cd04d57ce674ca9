import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sectorImages } from '../../db/schema/venue-configuration';

/** A sector's cover and gallery rows; rules (gallery size, one cover) live in sector-images. */

export function listSectorImages(db: DbOrTx, sectorId: string) {
  return db
    .select()
    .from(sectorImages)
    .where(eq(sectorImages.sectorId, sectorId))
    .orderBy(asc(sectorImages.sortOrder), asc(sectorImages.createdAt));
}

export async function deleteSectorCover(tx: DbOrTx, sectorId: string) {
  await tx
    .delete(sectorImages)
    .where(and(eq(sectorImages.sectorId, sectorId), eq(sectorImages.isCover, true)));
}

/** The gallery's highest sort order and size. */
export async function galleryStats(tx: DbOrTx, sectorId: string) {
  const [stats] = await tx
    .select({ last: max(sectorImages.sortOrder), count: sql<number>`count(*)::int` })
    .from(sectorImages)
    .where(and(eq(sectorImages.sectorId, sectorId), eq(sectorImages.isCover, false)));
  return stats ?? null;
}

export async function insertSectorImage(tx: DbOrTx, values: typeof sectorImages.$inferInsert) {
  await tx.insert(sectorImages).values(values);
}

/** Deletes one picture of the sector; false when there was no such picture. */
export async function deleteSectorImage(db: DbOrTx, sectorId: string, imageId: string): Promise<boolean> {
  const deleted = await db
    .delete(sectorImages)
    .where(and(eq(sectorImages.sectorId, sectorId), eq(sectorImages.id, imageId)))
    .returning({ id: sectorImages.id });
  return deleted.length > 0;
}
