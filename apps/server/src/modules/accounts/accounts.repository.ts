import { and, asc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  type AttemptKind,
  authAttempts,
  IGNORED_CLAIM_ROLES,
  type NewProfileClaim,
  type NewUser,
  type OneTimeTokenPurpose,
  type OneTimeTokenRow,
  oneTimeTokens,
  type ProfileClaimRow,
  profileClaims,
  type SocialIdentityRow,
  type SocialLoginPayload,
  socialIdentities,
  type UserRow,
  users,
} from '../../db/schema/accounts';
import { type NewProfile, type ProfileRow, profiles } from '../../db/schema/profiles';

// ---------------------------------------------------------------- users

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** citext makes the comparison case-insensitive. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Inserts the account, or returns null when the e-mail is taken (unique index; no read-then-write race). */
export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  patch: Partial<NewUser>,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row ?? null;
}

/** Ends every session of the account: tokens carry the old version and stop verifying. */
export async function bumpTokenVersion(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

// ---------------------------------------------------------------- claims

/** A claim joined with its profile; `type` is the profile's type (null for licence-only claims). */
export interface ClaimWithProfile {
  id: string;
  profileId: string | null;
  role: ProfileClaimRow['role'];
  licenceId: string | null;
  type: ProfileRow['type'] | null;
  name: string | null;
  nickname: string | null;
  picture: string | null;
  isBlogger: boolean;
}

/**
 * The claims the product honours (spec 1 §6): on an existing profile (so they have a type) and not with a
 * Seller, Salesman or SellingPoint role. Oldest first, so the visitor profile made at sign-up leads.
 */
export async function listValidClaims(
  db: DbOrTx,
  userId: string,
  profileId?: string,
): Promise<ClaimWithProfile[]> {
  return db
    .select({
      id: profileClaims.id,
      profileId: profileClaims.profileId,
      role: profileClaims.role,
      licenceId: profileClaims.licenceId,
      type: profiles.type,
      name: profiles.profileName,
      nickname: profiles.nickname,
      picture: profiles.profilePicture,
      isBlogger: profiles.isBlogger,
    })
    .from(profileClaims)
    .innerJoin(profiles, eq(profiles.id, profileClaims.profileId))
    .where(
      and(
        eq(profileClaims.userId, userId),
        profileId ? eq(profileClaims.profileId, profileId) : undefined,
        or(isNull(profileClaims.role), notInArray(profileClaims.role, [...IGNORED_CLAIM_ROLES])),
      ),
    )
    .orderBy(asc(profileClaims.createdAt), asc(profileClaims.id));
}

export async function findClaimById(db: DbOrTx, id: string): Promise<ProfileClaimRow | null> {
  const [row] = await db.select().from(profileClaims).where(eq(profileClaims.id, id)).limit(1);
  return row ?? null;
}

export async function insertClaim(db: DbOrTx, values: NewProfileClaim): Promise<ProfileClaimRow> {
  const [row] = await db.insert(profileClaims).values(values).returning();
  if (!row) throw new Error('insertClaim: insert returned nothing');
  return row;
}

export async function insertProfile(db: DbOrTx, values: NewProfile): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(values).returning();
  if (!row) throw new Error('insertProfile: insert returned nothing');
  return row;
}

/** Every claim of the user with, per profile, how many other users hold a claim on it. */
export async function listClaimsForDeletion(
  db: DbOrTx,
  userId: string,
): Promise<Array<{ profileId: string | null; type: ProfileRow['type'] | null; otherHolders: number }>> {
  return db
    .select({
      profileId: profileClaims.profileId,
      type: profiles.type,
      otherHolders: sql<number>`(select count(*)::int from ${profileClaims} other
        where other.profile_id = ${profileClaims.profileId} and other.user_id <> ${userId})`,
    })
    .from(profileClaims)
    .leftJoin(profiles, eq(profiles.id, profileClaims.profileId))
    .where(eq(profileClaims.userId, userId));
}

export async function deleteProfiles(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(profiles).where(inArray(profiles.id, ids));
}

export async function deleteClaimsOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(profileClaims).where(eq(profileClaims.userId, userId));
}

export async function clearDefaultClaim(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ defaultProfileClaimId: null }).where(eq(users.id, userId));
}

/** Keeps an organizer profile as a business record without its person: owner cleared, private contacts removed. */
export async function detachOrganizerProfile(db: DbOrTx, profileId: string, now: Date): Promise<void> {
  await db
    .update(profiles)
    .set({
      ownerUserId: null,
      contacts: sql`coalesce((select jsonb_agg(c) from jsonb_array_elements(${profiles.contacts}) c
              where coalesce((c->>'Private')::boolean, false) = false), '[]'::jsonb)`,
      updatedAt: now,
    })
    .where(eq(profiles.id, profileId));
}

/**
 * Anonymises a deleted account's row and keeps it (sold tickets keep a buyer reference); bumping
 * token_version ends every session.
 */
export async function anonymiseDeletedUser(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: null,
      confirmed: false,
      confirmedAt: null,
      emailGenerated: false,
      termsAcceptedAt: null,
      privacyAcceptedAt: null,
      newsletterEnabled: false,
      newsletterChangedAt: now,
      featuresNewsletterEnabled: false,
      featuresNewsletterChangedAt: now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

// ---------------------------------------------------------------- one-time tokens

export async function insertOneTimeToken(
  db: DbOrTx,
  values: {
    userId: string | null;
    purpose: OneTimeTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    payload?: SocialLoginPayload;
  },
): Promise<OneTimeTokenRow> {
  const [row] = await db.insert(oneTimeTokens).values(values).returning();
  if (!row) throw new Error('insertOneTimeToken: insert returned nothing');
  return row;
}

/**
 * Marks the token used and returns it, in one conditional UPDATE: two concurrent uses of one link cannot
 * both succeed. Null when unknown, for another user or purpose, already used, or expired at `now`.
 */
export async function consumeOneTimeToken(
  db: DbOrTx,
  where: { tokenHash: string; purpose: OneTimeTokenPurpose; userId?: string },
  now: Date,
): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, where.tokenHash),
        eq(oneTimeTokens.purpose, where.purpose),
        where.userId ? eq(oneTimeTokens.userId, where.userId) : undefined,
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Retires the user's open tokens of a purpose (a new reset link voids older ones). */
export async function retireOneTimeTokens(
  db: DbOrTx,
  userId: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
}

export async function deleteOneTimeTokensOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
}

// ---------------------------------------------------------------- throttling

/** Records an attempt; returns its id (a login's attempt is turned into a success by that id). */
export async function insertAttempt(
  db: DbOrTx,
  values: { kind: AttemptKind; email: string | null; ip: string | null; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(authAttempts).values(values).returning({ id: authAttempts.id });
  if (!row) throw new Error('insertAttempt: insert returned nothing');
  return row.id;
}

/**
 * Serializes counting-and-recording for these keys until the transaction ends (advisory locks, so no row
 * needs to exist yet). Callers pass the keys in one fixed order (e-mail before address) so two
 * transactions can never wait for each other in a cycle.
 */
export async function lockAttemptKeys(tx: Tx, keys: string[]): Promise<void> {
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Turns a counted login attempt into a success (which also ends the account's run of failures). */
export async function markAttemptSucceeded(db: DbOrTx, id: number): Promise<void> {
  await db.update(authAttempts).set({ kind: 'login_ok' }).where(eq(authAttempts.id, id));
}

/**
 * Attempts of `kind` since `since` for the e-mail or the IP, plus the oldest one's time (for Retry-After).
 * For failed logins only failures after the account's last successful login count.
 */
export async function countAttempts(
  db: DbOrTx,
  kind: AttemptKind,
  by: { email: string } | { ip: string },
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const match = 'email' in by ? eq(authAttempts.email, by.email) : eq(authAttempts.ip, by.ip);
  const lastOk =
    kind === 'login_failed' && 'email' in by
      ? sql`and ${authAttempts.createdAt} > coalesce((select max(ok.created_at) from ${authAttempts} ok
          where ok.kind = 'login_ok' and ok.email = ${by.email}), '-infinity')`
      : sql``;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${authAttempts.createdAt})`,
    })
    .from(authAttempts)
    .where(
      sql`${authAttempts.kind} = ${kind} and ${match} and ${authAttempts.createdAt} > ${since.toISOString()}::timestamptz ${lastOk}`,
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function deleteAttemptsForEmail(db: DbOrTx, email: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.email, email));
}

/** Housekeeping: attempts older than the longest window are never read again. */
export async function pruneAttempts(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(authAttempts).where(sql`${authAttempts.createdAt} < ${before.toISOString()}::timestamptz`);
}

// ---------------------------------------------------------------- social identities

export async function findIdentity(
  db: DbOrTx,
  provider: string,
  subject: string,
): Promise<SocialIdentityRow | null> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function listIdentities(db: DbOrTx, userId: string): Promise<SocialIdentityRow[]> {
  return db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));
}

export async function insertIdentity(
  db: DbOrTx,
  values: { userId: string; provider: string; subject: string; email: string | null },
): Promise<void> {
  await db.insert(socialIdentities).values(values);
}

export async function deleteIdentitiesOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
}
