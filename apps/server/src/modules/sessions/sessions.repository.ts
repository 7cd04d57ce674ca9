import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessionReferrals, sessions, sessionVisits } from '../../db/schema/sessions';

export async function insertSession(db: DbOrTx, createdAt: Date, expiresAt: Date) {
  const [row] = await db.insert(sessions).values({ createdAt, expiresAt }).returning();
  if (!row) throw new Error('insertSession returned nothing');
  return row;
}

export async function findLiveSession(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export interface Visit {
  sessionId: string;
  eventId?: string;
  profileId?: string;
  referralId?: string;
  at: Date;
  referralExpiresAt: Date;
}

/**
 * Records the visit and, with a referral id, makes it the session's referral for that event or profile
 * (a newer referral replaces the older one and restarts its expiry). One transaction: both or neither.
 */
export async function recordVisit(db: Db, visit: Visit): Promise<void> {
  const target = { eventId: visit.eventId ?? null, profileId: visit.profileId ?? null };
  await db.transaction(async (tx) => {
    await tx.insert(sessionVisits).values({
      sessionId: visit.sessionId,
      ...target,
      referralId: visit.referralId ?? null,
      createdAt: visit.at,
    });
    if (!visit.referralId) return;
    const values = {
      sessionId: visit.sessionId,
      ...target,
      referralId: visit.referralId,
      createdAt: visit.at,
      expiresAt: visit.referralExpiresAt,
    };
    const set = { referralId: visit.referralId, createdAt: visit.at, expiresAt: visit.referralExpiresAt };
    await tx
      .insert(sessionReferrals)
      .values(values)
      .onConflictDoUpdate(
        visit.eventId
          ? {
              target: [sessionReferrals.sessionId, sessionReferrals.eventId],
              targetWhere: sql`${sessionReferrals.eventId} IS NOT NULL`,
              set,
            }
          : {
              target: [sessionReferrals.sessionId, sessionReferrals.profileId],
              targetWhere: sql`${sessionReferrals.profileId} IS NOT NULL`,
              set,
            },
      );
  });
}
