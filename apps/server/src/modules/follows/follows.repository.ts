import { and, desc, eq, gte, inArray, lt, max, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ProfileRow, profiles } from '../../db/schema/profiles';
import { follows } from '../../db/schema/social-graph';

export interface FollowWrite {
  id: string;
  createdAt: Date;
  /** False when the pair already existed (following twice is one row). */
  inserted: boolean;
}

/** Inserts the follow unless the pair exists; concurrent inserts of one pair wait on the unique index. */
export async function insertFollow(db: DbOrTx, followerId: string, followedId: string): Promise<FollowWrite> {
  const [inserted] = await db
    .insert(follows)
    .values({ followerProfileId: followerId, followedProfileId: followedId })
    .onConflictDoNothing({ target: [follows.followerProfileId, follows.followedProfileId] })
    .returning({ id: follows.id, createdAt: follows.createdAt });
  if (inserted) return { ...inserted, inserted: true };
  const [existing] = await db
    .select({ id: follows.id, createdAt: follows.createdAt })
    .from(follows)
    .where(and(eq(follows.followerProfileId, followerId), eq(follows.followedProfileId, followedId)))
    .limit(1);
  if (!existing) throw new Error('insertFollow: the conflicting follow vanished');
  return { ...existing, inserted: false };
}

/** Deletes the follower's follow named by its id or by the followed profile's id; the followed id or null. */
export async function deleteFollow(
  db: DbOrTx,
  followerId: string,
  followIdOrProfileId: string,
): Promise<string | null> {
  const [row] = await db
    .delete(follows)
    .where(
      and(
        eq(follows.followerProfileId, followerId),
        or(eq(follows.id, followIdOrProfileId), eq(follows.followedProfileId, followIdOrProfileId)),
      ),
    )
    .returning({ followedId: follows.followedProfileId });
  return row?.followedId ?? null;
}

/**
 * Moves both counters by `delta` in the caller's transaction. The two rows are updated in id order, so
 * A-follows-B racing B-follows-A lock them in the same order and cannot deadlock.
 */
export async function adjustFollowCounters(
  db: DbOrTx,
  followerId: string,
  followedId: string,
  delta: 1 | -1,
): Promise<void> {
  const updates = [
    { id: followerId, column: 'following' as const },
    { id: followedId, column: 'followers' as const },
  ].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const update of updates) {
    const set =
      update.column === 'followers'
        ? { followersCount: sql`greatest(${profiles.followersCount} + ${delta}, 0)` }
        : { followingCount: sql`greatest(${profiles.followingCount} + ${delta}, 0)` };
    await db.update(profiles).set(set).where(eq(profiles.id, update.id));
  }
}

/**
 * Which of `candidateIds` the follower follows: one query for a whole list (lineups, search results), so
 * other modules can answer IsFollowing without a query per row.
 */
export async function listFollowedIds(
  db: DbOrTx,
  followerId: string,
  candidateIds: readonly string[],
): Promise<Set<string>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followedProfileId })
    .from(follows)
    .where(
      and(eq(follows.followerProfileId, followerId), inArray(follows.followedProfileId, [...candidateIds])),
    );
  return new Set(rows.map((row) => row.id));
}

export type FollowedProfile = Pick<
  ProfileRow,
  'id' | 'type' | 'profileName' | 'profilePicture' | 'nickname' | 'role' | 'followersCount'
>;

const refColumns = {
  id: profiles.id,
  type: profiles.type,
  profileName: profiles.profileName,
  profilePicture: profiles.profilePicture,
  nickname: profiles.nickname,
  role: profiles.role,
  followersCount: profiles.followersCount,
};

/** Whom the profile follows, newest first. */
export async function listFollows(
  db: DbOrTx,
  followerId: string,
  page: number,
  perPage: number,
): Promise<{ id: string; createdAt: Date; profile: FollowedProfile }[]> {
  return db
    .select({ id: follows.id, createdAt: follows.createdAt, profile: refColumns })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, follows.followedProfileId))
    .where(eq(follows.followerProfileId, followerId))
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(perPage)
    .offset(page * perPage);
}

/** Profiles by their most recent follow within [from, till), most recent first. */
export async function lastFollowed(
  db: DbOrTx,
  options: { from?: Date; till?: Date; page: number; perPage: number },
): Promise<{ profile: FollowedProfile; lastFollowedAt: Date }[]> {
  const last = max(follows.createdAt);
  const rows = await db
    .select({ profile: refColumns, lastFollowedAt: last })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, follows.followedProfileId))
    .where(
      and(
        options.from ? gte(follows.createdAt, options.from) : undefined,
        options.till ? lt(follows.createdAt, options.till) : undefined,
      ),
    )
    .groupBy(profiles.id)
    .orderBy(desc(last), profiles.id)
    .limit(options.perPage)
    .offset(options.page * options.perPage);
  return rows.flatMap((row) =>
    row.lastFollowedAt ? [{ profile: row.profile, lastFollowedAt: row.lastFollowedAt }] : [],
  );
}

/**
 * Who follows the profile, newest first, without visitor profiles (a fan's follows are private). Served by
 * follows_followed_created_idx.
 */
export async function listPublicFollowers(
  db: DbOrTx,
  followedId: string,
  page: number,
  perPage: number,
): Promise<{ followedAt: Date; profile: FollowedProfile }[]> {
  return db
    .select({ followedAt: follows.createdAt, profile: refColumns })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, follows.followerProfileId))
    .where(and(eq(follows.followedProfileId, followedId), ne(profiles.type, 'VisitorProfile')))
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(perPage)
    .offset(page * perPage);
}
