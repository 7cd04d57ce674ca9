import type { GoingStatus } from '@marquee/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/events';
import { type EventVisitorRow, eventVisitors } from '../../db/schema/social-graph';

/** Spec 1 §4: published means status "published", case-insensitively. */
export async function isPublishedEvent(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), sql`upper(${events.status}) = 'PUBLISHED'`))
    .limit(1);
  return row !== undefined;
}

export async function findGoing(
  db: DbOrTx,
  eventId: string,
  profileId: string,
): Promise<EventVisitorRow | null> {
  const [row] = await db
    .select()
    .from(eventVisitors)
    .where(and(eq(eventVisitors.eventId, eventId), eq(eventVisitors.profileId, profileId)))
    .limit(1);
  return row ?? null;
}

/** One answer per event and profile: a second answer overwrites the first (idempotent upsert). */
export async function upsertGoing(
  db: DbOrTx,
  eventId: string,
  profileId: string,
  status: GoingStatus,
): Promise<EventVisitorRow> {
  const [row] = await db
    .insert(eventVisitors)
    .values({ eventId, profileId, status })
    .onConflictDoUpdate({
      target: [eventVisitors.eventId, eventVisitors.profileId],
      set: { status, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsertGoing: upsert returned nothing');
  return row;
}

export async function deleteGoing(db: DbOrTx, eventId: string, profileId: string): Promise<void> {
  await db
    .delete(eventVisitors)
    .where(and(eq(eventVisitors.eventId, eventId), eq(eventVisitors.profileId, profileId)));
}
