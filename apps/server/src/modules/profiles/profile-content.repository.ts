import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileTags } from '../../db/schema/merch';

/** A profile's tags in chip order. */
export async function listProfileTags(db: DbOrTx, profileId: string): Promise<string[]> {
  const rows = await db
    .select({ tag: profileTags.tag })
    .from(profileTags)
    .where(eq(profileTags.profileId, profileId))
    .orderBy(asc(profileTags.position));
  return rows.map((row) => row.tag);
}

/** Replaces the whole list (already normalized and de-duplicated by the service). */
export async function replaceProfileTags(
  db: DbOrTx,
  profileId: string,
  tags: readonly string[],
): Promise<void> {
  await db.delete(profileTags).where(eq(profileTags.profileId, profileId));
  if (tags.length === 0) return;
  await db.insert(profileTags).values(tags.map((tag, position) => ({ profileId, tag, position })));
}
