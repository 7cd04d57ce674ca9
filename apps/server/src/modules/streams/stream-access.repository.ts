import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, tickets } from '../../db/schema/orders';
import { streamAccess, streams } from '../../db/schema/streams';

/**
 * The ticket a stream code names (issue 20): the purchased ticket's own code is the stream's ticket code
 * (20 Crockford base32 characters, mailed with the order), so buying a paid stream's ticket issues it.
 * Answers the stream its event carries and the device it is bound to; null when no ticket has the code.
 */
export async function findTicketByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      ticketId: tickets.id,
      refundedAt: tickets.refundedAt,
      orderState: orders.state,
      streamId: streams.id,
      boundDevice: streamAccess.deviceId,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(streams, eq(streams.eventId, tickets.eventId))
    .leftJoin(streamAccess, eq(streamAccess.ticketId, tickets.id))
    .where(eq(tickets.code, code))
    .limit(1);
  return row ?? null;
}

/**
 * Binds the ticket to `deviceId` for the stream: first use binds it, the same device keeps it, another
 * device takes it only with `force`. One conditional upsert, so two devices racing cannot both hold it.
 * True when the caller's device holds the code afterwards.
 */
export async function bindDevice(
  db: DbOrTx,
  binding: { ticketId: string; streamId: string; deviceId: string },
  force: boolean,
): Promise<boolean> {
  const rows = await db
    .insert(streamAccess)
    .values(binding)
    .onConflictDoUpdate({
      target: streamAccess.ticketId,
      set: { deviceId: binding.deviceId, boundAt: sql`now()` },
      setWhere: force ? undefined : sql`${streamAccess.deviceId} = excluded.device_id`,
    })
    .returning({ deviceId: streamAccess.deviceId });
  return rows.length === 1;
}

/** The stream a publisher's RTMP key belongs to (any status: organizers rehearse on drafts). */
export async function streamIdOfKey(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db.select({ id: streams.id }).from(streams).where(eq(streams.streamKey, key)).limit(1);
  return row?.id ?? null;
}

/** The stream's key, made now (only if it has none yet, so two first readers agree) when absent. */
export async function ensureStreamKey(db: DbOrTx, streamId: string, fresh: string): Promise<string> {
  await db
    .update(streams)
    .set({ streamKey: fresh })
    .where(and(eq(streams.id, streamId), isNull(streams.streamKey)));
  const [row] = await db.select({ key: streams.streamKey }).from(streams).where(eq(streams.id, streamId));
  return row?.key ?? fresh;
}

export async function replaceStreamKey(db: DbOrTx, streamId: string, fresh: string): Promise<void> {
  await db.update(streams).set({ streamKey: fresh, updatedAt: new Date() }).where(eq(streams.id, streamId));
}
