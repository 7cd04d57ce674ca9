import { REFERRAL_DAYS, SESSION_DAYS, type Session, type SessionVisitBody } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { isForeignKeyViolation } from '../profiles/db-errors';
import { findLiveSession, insertSession, recordVisit } from './sessions.repository';

const DAY_MS = 86_400_000;

/** Anonymous visitor sessions and referral tracking (spec 1 §4 "Session tracking"). */
export function createSessionsService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** POST /session: a new session valid for SESSION_DAYS. Throws nothing. */
    async create(): Promise<Session> {
      const at = now();
      const row = await insertSession(db, at, new Date(at.getTime() + SESSION_DAYS * DAY_MS));
      return { _id: row.id, Expires: row.expiresAt.toISOString() };
    },

    /** POST /session/{id}: records a visit (+ referral). Throws NOT_FOUND for an unknown or expired session, event or profile. */
    async visit(sessionId: string, body: SessionVisitBody): Promise<void> {
      const at = now();
      if (!(await findLiveSession(db, sessionId, at))) throw new AppError('NOT_FOUND', 'No such session.');
      try {
        await recordVisit(db, {
          sessionId,
          eventId: body.eventId,
          profileId: body.profileId,
          referralId: body.referalId,
          at,
          referralExpiresAt: new Date(at.getTime() + REFERRAL_DAYS * DAY_MS),
        });
      } catch (error) {
        // The event, profile (or, in a race with housekeeping, the session) does not exist.
        if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', 'No such event or profile.');
        throw error;
      }
    },
  };
}
