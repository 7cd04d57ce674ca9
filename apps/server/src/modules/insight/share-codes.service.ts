import { createHash, randomBytes } from 'node:crypto';
import { MAX_LIVE_SHARE_CODES, type ShareCode } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { presentShareCode } from './insight.presenter';
import {
  countLiveShareCodes,
  insertShareCode,
  listShareCodes,
  liveShareCodeExists,
  lockEventShareCodes,
  revokeShareCode,
} from './share-codes.repository';

/** SHA-256 hex of a code: all we store and look up by (a lookup by hash leaks no timing worth having). */
export const hashShareCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/**
 * 24 URL-safe characters from 18 random bytes (144 bits): unguessable, so a lookup needs no rate limit,
 * and it fits a link's query string unescaped.
 */
export const newShareCode = () => randomBytes(18).toString('base64url');

/** Statistics share codes (spec 3 §7 codeToShareStatistics): read-only access to one event's statistics. */
export function createShareCodes(db: Db) {
  return {
    async list(eventId: string): Promise<ShareCode[]> {
      return (await listShareCodes(db, eventId)).map((row) => presentShareCode(row));
    },

    /** A new code, shown in full in this answer only. Throws CONFLICT past MAX_LIVE_SHARE_CODES live codes. */
    async create(eventId: string, label: string | null, userId: string): Promise<ShareCode> {
      const code = newShareCode();
      const row = await db.transaction(async (tx) => {
        await lockEventShareCodes(tx, eventId);
        if ((await countLiveShareCodes(tx, eventId)) >= MAX_LIVE_SHARE_CODES)
          throw new AppError('CONFLICT', `An event has at most ${MAX_LIVE_SHARE_CODES} live share codes.`);
        return insertShareCode(tx, {
          eventId,
          codeHash: hashShareCode(code),
          hint: code.slice(-4),
          label: label || null,
          createdBy: userId,
        });
      });
      return presentShareCode(row, code);
    },

    /** Revokes a code of the event; again is a no-op. Throws NOT_FOUND for a code the event does not have. */
    async revoke(eventId: string, codeId: string, now: Date): Promise<void> {
      if (!(await revokeShareCode(db, eventId, codeId, now)))
        throw new AppError('NOT_FOUND', 'The event has no such share code.');
    },

    /** Whether `code` is a live share code of this event (not revoked, not another event's). */
    opens: (eventId: string, code: string) => liveShareCodeExists(db, eventId, hashShareCode(code)),
  };
}
