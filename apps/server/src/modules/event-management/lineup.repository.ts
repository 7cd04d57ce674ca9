import { and, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventLineup } from '../../db/schema/events';
import { venues } from '../../db/schema/venues';

/** Lineup queries; rules live in the lineup service. */

export type NewLineupEntry = typeof eventLineup.$inferInsert;

/** The entry with its linked profile; null when it is gone. */
export async function findLineupEntryWithProfile(db: DbOrTx, id: string) {
  const row = await db.query.eventLineup.findFirst({
    where: eq(eventLineup.id, id),
    with: { profile: true },
  });
  return row ?? null;
}

/** The event's highest lineup order (null when empty) and its number of entries. */
export async function lineupStats(db: DbOrTx, eventId: string) {
  const [stats] = await db
    .select({ last: max(eventLineup.sortOrder), count: sql<number>`count(*)::int` })
    .from(eventLineup)
    .where(eq(eventLineup.eventId, eventId));
  return stats ?? null;
}

export async function insertLineupEntry(tx: DbOrTx, values: NewLineupEntry) {
  const [row] = await tx.insert(eventLineup).values(values).returning({ id: eventLineup.id });
  return row ?? null;
}

/** The event's entry, row-locked for the rest of the transaction; null when the event has no such entry. */
export async function lockLineupEntry(tx: DbOrTx, eventId: string, lineupId: string) {
  const [row] = await tx
    .select()
    .from(eventLineup)
    .where(and(eq(eventLineup.id, lineupId), eq(eventLineup.eventId, eventId)))
    .for('update');
  return row ?? null;
}

export async function updateLineupEntry(tx: DbOrTx, lineupId: string, values: Partial<NewLineupEntry>) {
  await tx.update(eventLineup).set(values).where(eq(eventLineup.id, lineupId));
}

/** Deletes the event's entry; false when the event has no such entry. */
export async function deleteLineupEntry(tx: DbOrTx, eventId: string, lineupId: string): Promise<boolean> {
  const deleted = await tx
    .delete(eventLineup)
    .where(and(eq(eventLineup.id, lineupId), eq(eventLineup.eventId, eventId)))
    .returning({ id: eventLineup.id });
  return deleted.length > 0;
}

/** Sets `confirmed` on every entry of the event that links the profile; the ids of those entries. */
export async function setProfileConfirmed(
  db: DbOrTx,
  eventId: string,
  profileId: string,
  confirmed: boolean,
) {
  return db
    .update(eventLineup)
    .set({ confirmed })
    .where(and(eq(eventLineup.eventId, eventId), eq(eventLineup.profileId, profileId)))
    .returning({ id: eventLineup.id });
}

/** The profile of the venue; null when there is no such venue. */
export async function findVenueProfileId(db: DbOrTx, venueId: string): Promise<string | null> {
  const [venue] = await db.select({ profileId: venues.profileId }).from(venues).where(eq(venues.id, venueId));
  return venue ? venue.profileId : null;
}

/** Every entry of the event (for copying it to another date). */
export function listLineupOf(db: DbOrTx, eventId: string) {
  return db.select().from(eventLineup).where(eq(eventLineup.eventId, eventId));
}

/** Inserts the entries; nothing when there are none. */
export async function insertLineupEntries(tx: DbOrTx, rows: NewLineupEntry[]) {
  if (rows.length > 0) await tx.insert(eventLineup).values(rows);
}
