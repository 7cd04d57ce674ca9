import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  eventGalleryImages,
  eventManagementSettings,
  seasonEventMembers,
} from '../../db/schema/event-management';
import { eventGenres, events } from '../../db/schema/events';

/** Queries of "add another date", the gallery and season tickets; rules live in the event-extras service. */

export type NewEventSettings = typeof eventManagementSettings.$inferInsert;
export type NewGalleryImage = typeof eventGalleryImages.$inferInsert;

/** Gives the event `toId` the genres of the event `fromId`. */
export async function copyEventGenres(tx: DbOrTx, fromId: string, toId: string) {
  const genres = await tx.select().from(eventGenres).where(eq(eventGenres.eventId, fromId));
  if (genres.length > 0)
    await tx.insert(eventGenres).values(genres.map((g) => ({ eventId: toId, genreId: g.genreId })));
}

export async function insertEventSettings(tx: DbOrTx, values: NewEventSettings) {
  await tx.insert(eventManagementSettings).values(values);
}

/** Inserts the images; nothing when there are none. */
export async function insertGalleryImages(tx: DbOrTx, rows: NewGalleryImage[]) {
  if (rows.length > 0) await tx.insert(eventGalleryImages).values(rows);
}

/** The highest order in the event's gallery; null when it is empty. */
export async function lastGalleryOrder(tx: DbOrTx, eventId: string): Promise<number | null> {
  const [last] = await tx
    .select({ order: max(eventGalleryImages.sortOrder) })
    .from(eventGalleryImages)
    .where(eq(eventGalleryImages.eventId, eventId));
  return last?.order ?? null;
}

export async function insertGalleryImage(tx: DbOrTx, values: NewGalleryImage) {
  const [row] = await tx.insert(eventGalleryImages).values(values).returning();
  return row ?? null;
}

/** Deletes the event's image; false when the event has no such image. */
export async function deleteGalleryImage(db: DbOrTx, eventId: string, imageId: string): Promise<boolean> {
  const deleted = await db
    .delete(eventGalleryImages)
    .where(and(eq(eventGalleryImages.eventId, eventId), eq(eventGalleryImages.id, imageId)))
    .returning({ id: eventGalleryImages.id });
  return deleted.length > 0;
}

/** Makes the event a member of the season event; nothing when it is one already. */
export async function addSeasonMember(db: DbOrTx, seasonEventId: string, eventId: string) {
  await db.insert(seasonEventMembers).values({ seasonEventId, eventId }).onConflictDoNothing();
}

export async function removeSeasonMember(db: DbOrTx, seasonEventId: string, eventId: string) {
  await db
    .delete(seasonEventMembers)
    .where(and(eq(seasonEventMembers.eventId, eventId), eq(seasonEventMembers.seasonEventId, seasonEventId)));
}

/** The event's status and author; null when there is no such event. */
export async function findEventVisibility(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({ status: events.status, author: events.authorProfileId })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}
