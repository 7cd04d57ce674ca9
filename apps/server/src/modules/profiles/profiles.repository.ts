import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profileClaims, users } from '../../db/schema/accounts';
import { type GenreRow, genres } from '../../db/schema/categories';
import { type NewProfile, type ProfileRow, profileGenres, profiles } from '../../db/schema/profiles';
import { follows } from '../../db/schema/social-graph';

export async function findProfileById(db: DbOrTx, id: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ?? null;
}

/** Nicknames are citext: the comparison is case-insensitive in the database. */
export async function findProfileByNickname(db: DbOrTx, nickname: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.nickname, nickname)).limit(1);
  return row ?? null;
}

/** Locks the row for a read-modify-write of its jsonb lists, so two concurrent edits can't lose an item. */
export async function lockProfile(db: DbOrTx, id: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1).for('update');
  return row ?? null;
}

/** The visitor profile the user created (owner) or holds an Owner claim on. */
export async function findOwnedVisitorProfile(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.type, 'VisitorProfile'),
        or(
          eq(profiles.ownerUserId, userId),
          sql`exists (select 1 from ${profileClaims} c where c.profile_id = ${profiles.id}
            and c.user_id = ${userId} and c.role = 'Owner')`,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Another visitor profile owned by any owner of `profileId` (its owner_user_id or an Owner claim holder):
 * turning `profileId` into a visitor profile would give that owner two.
 */
export async function findVisitorConflict(db: DbOrTx, profileId: string): Promise<string | null> {
  const owners = sql`(select p.owner_user_id from ${profiles} p where p.id = ${profileId}
      and p.owner_user_id is not null
    union select c.user_id from ${profileClaims} c where c.profile_id = ${profileId} and c.role = 'Owner')`;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.type, 'VisitorProfile'),
        sql`${profiles.id} <> ${profileId}`,
        or(
          sql`${profiles.ownerUserId} in ${owners}`,
          sql`exists (select 1 from ${profileClaims} c2 where c2.profile_id = ${profiles.id}
            and c2.role = 'Owner' and c2.user_id in ${owners})`,
        ),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertProfile(db: DbOrTx, values: NewProfile): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(values).returning();
  if (!row) throw new Error('insertProfile: insert returned nothing');
  return row;
}

export async function updateProfile(
  db: DbOrTx,
  id: string,
  values: Partial<NewProfile>,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return row ?? null;
}

export async function insertOwnerClaim(
  db: DbOrTx,
  values: { userId: string; profileId: string; licenceId: string | null },
): Promise<string> {
  const [row] = await db
    .insert(profileClaims)
    .values({ ...values, role: 'Owner' })
    .returning({ id: profileClaims.id });
  if (!row) throw new Error('insertOwnerClaim: insert returned nothing');
  return row.id;
}

/** The profile's genres in display order. */
export async function listProfileGenres(db: DbOrTx, profileId: string): Promise<GenreRow[]> {
  return db
    .select({ genre: genres })
    .from(profileGenres)
    .innerJoin(genres, eq(genres.id, profileGenres.genreId))
    .where(eq(profileGenres.profileId, profileId))
    .orderBy(asc(genres.sortOrder), asc(genres.name), asc(genres.id))
    .then((rows) => rows.map((row) => row.genre));
}

/** Which of `ids` name existing genres. */
export async function existingGenreIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: genres.id })
    .from(genres)
    .where(inArray(genres.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function addProfileGenres(db: DbOrTx, profileId: string, genreIds: readonly string[]) {
  if (genreIds.length === 0) return;
  await db
    .insert(profileGenres)
    .values(genreIds.map((genreId) => ({ profileId, genreId })))
    .onConflictDoNothing();
}

export async function replaceProfileGenres(db: DbOrTx, profileId: string, genreIds: readonly string[]) {
  await db.delete(profileGenres).where(eq(profileGenres.profileId, profileId));
  await addProfileGenres(db, profileId, genreIds);
}

export async function removeProfileGenre(db: DbOrTx, profileId: string, genreId: string): Promise<void> {
  await db
    .delete(profileGenres)
    .where(and(eq(profileGenres.profileId, profileId), eq(profileGenres.genreId, genreId)));
}

export async function followExists(db: DbOrTx, followerId: string, followedId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.followerProfileId, followerId), eq(follows.followedProfileId, followedId)))
    .limit(1);
  return row !== undefined;
}

export interface ProfileClaimHolder {
  claimId: string;
  userId: string;
  email: string;
  role: string | null;
  licenceId: string | null;
  profileId: string | null;
}

/** Claims on the profile itself or on any of `licenceIds` (licence-only LicenseAdmin claims), with users. */
export async function listClaimHolders(
  db: DbOrTx,
  profileId: string,
  licenceIds: readonly string[] = [],
): Promise<ProfileClaimHolder[]> {
  return db
    .select({
      claimId: profileClaims.id,
      userId: users.id,
      email: users.email,
      role: profileClaims.role,
      licenceId: profileClaims.licenceId,
      profileId: profileClaims.profileId,
    })
    .from(profileClaims)
    .innerJoin(users, eq(users.id, profileClaims.userId))
    .where(
      and(
        isNull(users.deletedAt),
        or(
          eq(profileClaims.profileId, profileId),
          licenceIds.length > 0 ? inArray(profileClaims.licenceId, [...licenceIds]) : undefined,
        ),
      ),
    )
    .orderBy(asc(profileClaims.createdAt), asc(profileClaims.id));
}
