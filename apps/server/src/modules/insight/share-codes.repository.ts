import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type StatisticsShareCodeRow, statisticsShareCodes } from '../../db/schema/insight';

/** Statistics share codes of an event (issue 18): newest first, revoked ones included. */
export function listShareCodes(db: DbOrTx, eventId: string): Promise<StatisticsShareCodeRow[]> {
  return db
    .select()
    .from(statisticsShareCodes)
    .where(eq(statisticsShareCodes.eventId, eventId))
    .orderBy(desc(statisticsShareCodes.createdAt), asc(statisticsShareCodes.id));
}

/**
 * Serializes the creations of one event's codes until the transaction ends, so the live-code limit holds
 * with concurrent requests and several processes (a count alone would let two creations both pass).
 */
export async function lockEventShareCodes(tx: DbOrTx, eventId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('statistics_share_codes'), hashtext(${eventId}))`,
  );
}

export async function countLiveShareCodes(db: DbOrTx, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(statisticsShareCodes)
    .where(and(eq(statisticsShareCodes.eventId, eventId), isNull(statisticsShareCodes.revokedAt)));
  return row?.n ?? 0;
}

export async function insertShareCode(
  tx: DbOrTx,
  values: { eventId: string; codeHash: string; hint: string; label: string | null; createdBy: string | null },
): Promise<StatisticsShareCodeRow> {
  const [row] = await tx.insert(statisticsShareCodes).values(values).returning();
  if (!row) throw new Error('share code insert returned nothing');
  return row;
}

/** Revokes a code of the event (the first revocation's time is kept); null when the event has no such code. */
export async function revokeShareCode(
  db: DbOrTx,
  eventId: string,
  codeId: string,
  at: Date,
): Promise<StatisticsShareCodeRow | null> {
  const [row] = await db
    .update(statisticsShareCodes)
    .set({ revokedAt: sql`coalesce(${statisticsShareCodes.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(statisticsShareCodes.id, codeId), eq(statisticsShareCodes.eventId, eventId)))
    .returning();
  return row ?? null;
}

/** Whether a live code with this hash opens this event's statistics (a code of another event does not). */
export async function liveShareCodeExists(db: DbOrTx, eventId: string, codeHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: statisticsShareCodes.id })
    .from(statisticsShareCodes)
    .where(
      and(
        eq(statisticsShareCodes.codeHash, codeHash),
        eq(statisticsShareCodes.eventId, eventId),
        isNull(statisticsShareCodes.revokedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
