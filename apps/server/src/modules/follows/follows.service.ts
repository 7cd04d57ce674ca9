import type { Follow, Follower, ProfileType } from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findProfileById } from '../profiles/profiles.repository';
import { presentFollow, presentFollower, presentLastFollowed } from './follows.presenter';
import * as repo from './follows.repository';

export interface FollowResult {
  follow: Follow;
  /** False when the profile already followed the reference (idempotent). */
  created: boolean;
}

export function createFollowsService(db: Db) {
  async function follower(tx: DbOrTx, id: string, type: ProfileType) {
    const row = await findProfileById(tx, id);
    if (!row || row.type !== type) throw new AppError('NOT_FOUND', 'Profile not found.');
    return row;
  }

  return {
    /**
     * Profile `followerId` follows `followedId`. The follow row and both counters change in one
     * transaction, and only when the row is new, so repeated or concurrent follows count once.
     * Throws NOT_FOUND (either profile), PROFILE.FOLLOW_SELF.
     */
    async follow(followerId: string, type: ProfileType, followedId: string): Promise<FollowResult> {
      if (followerId === followedId)
        throw new AppError('PROFILE.FOLLOW_SELF', 'A profile cannot follow itself.');
      await follower(db, followerId, type);
      const followed = await findProfileById(db, followedId);
      if (!followed) throw new AppError('NOT_FOUND', 'The profile to follow does not exist.');
      const write = await db.transaction(async (tx) => {
        const result = await repo.insertFollow(tx, followerId, followedId);
        if (result.inserted) await repo.adjustFollowCounters(tx, followerId, followedId, 1);
        return result;
      });
      const profile = (await findProfileById(db, followedId)) ?? followed;
      return {
        follow: presentFollow({ id: write.id, createdAt: write.createdAt, profile }),
        created: write.inserted,
      };
    },

    /**
     * Removes the follow named by its id or the followed profile's id; unfollowing what isn't followed is
     * a no-op (idempotent). Throws NOT_FOUND for an unknown follower profile.
     */
    async unfollow(followerId: string, type: ProfileType, followIdOrProfileId: string): Promise<void> {
      await follower(db, followerId, type);
      await db.transaction(async (tx) => {
        const followedId = await repo.deleteFollow(tx, followerId, followIdOrProfileId);
        if (followedId) await repo.adjustFollowCounters(tx, followerId, followedId, -1);
      });
    },

    /** Whom the profile follows, newest first. Throws NOT_FOUND. */
    async list(followerId: string, type: ProfileType, page: number, perPage: number): Promise<Follow[]> {
      await follower(db, followerId, type);
      return (await repo.listFollows(db, followerId, page, perPage)).map(presentFollow);
    },

    /** Who follows the profile (visitor profiles left out: their follows are private), newest first. Throws NOT_FOUND. */
    async followers(id: string, type: ProfileType, page: number, perPage: number): Promise<Follower[]> {
      await follower(db, id, type);
      return (await repo.listPublicFollowers(db, id, page, perPage)).map(presentFollower);
    },

    /** Profiles ordered by their most recent follow (home "last followed"). */
    async lastFollowed(query: { page: number; perPage: number; fromDate?: string; tillDate?: string }) {
      const rows = await repo.lastFollowed(db, {
        page: query.page,
        perPage: query.perPage,
        from: query.fromDate ? new Date(query.fromDate) : undefined,
        till: query.tillDate ? new Date(query.tillDate) : undefined,
      });
      return rows.map(presentLastFollowed);
    },
  };
}
