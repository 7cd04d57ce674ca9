import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MerchRow, merch, type NewMerch } from '../../db/schema/merch';
import { profiles } from '../../db/schema/profiles';

/** A profile's items in the order they were added. */
export function listMerchByProfile(db: DbOrTx, profileId: string): Promise<MerchRow[]> {
  return db
    .select()
    .from(merch)
    .where(eq(merch.profileId, profileId))
    .orderBy(asc(merch.createdAt), asc(merch.id));
}

export async function findMerchById(db: DbOrTx, id: string): Promise<MerchRow | null> {
  const [row] = await db.select().from(merch).where(eq(merch.id, id)).limit(1);
  return row ?? null;
}

export async function profileExists(db: DbOrTx, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row !== undefined;
}

export async function countMerchOfProfile(db: DbOrTx, profileId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(merch).where(eq(merch.profileId, profileId));
  return row?.total ?? 0;
}

export async function insertMerch(db: DbOrTx, values: NewMerch): Promise<MerchRow> {
  const [row] = await db.insert(merch).values(values).returning();
  if (!row) throw new Error('insertMerch: nothing returned');
  return row;
}

export async function updateMerch(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<NewMerch, 'id' | 'profileId'>>,
): Promise<MerchRow | null> {
  const [row] = await db
    .update(merch)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(merch.id, id))
    .returning();
  return row ?? null;
}

/** True when a row was deleted. */
export async function deleteMerch(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(merch).where(eq(merch.id, id)).returning({ id: merch.id });
  return rows.length > 0;
}
