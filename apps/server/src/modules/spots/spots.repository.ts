import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { spots } from '../../db/schema/discovery';

/**
 * Spots of a placement group that are inside their TimePeriod now (NULL bounds are open), children of
 * group spots included (they repeat the group's name), in display order.
 */
export async function listCurrentSpots(db: DbOrTx, name: string, now: Date) {
  return db
    .select()
    .from(spots)
    .where(
      and(
        eq(spots.name, name),
        or(isNull(spots.beginAt), lte(spots.beginAt, now)),
        or(isNull(spots.endAt), gt(spots.endAt, now)),
      ),
    )
    .orderBy(asc(spots.sortOrder), asc(spots.createdAt), asc(spots.id));
}
