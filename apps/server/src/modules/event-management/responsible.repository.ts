import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventResponsibles, profileResponsibles } from '../../db/schema/event-management';
import type { ResponsibleValues } from './responsible-input';

/** Queries of events' responsible parties and profiles' saved templates; rules live in the service. */

export type NewEventResponsible = typeof eventResponsibles.$inferInsert;
export type NewProfileResponsible = typeof profileResponsibles.$inferInsert;

/** Every saved party of the profile: its own (primary) first, then the templates in their order. */
export function listProfileResponsibles(db: DbOrTx, profileId: string) {
  return db
    .select()
    .from(profileResponsibles)
    .where(eq(profileResponsibles.profileId, profileId))
    .orderBy(
      desc(profileResponsibles.isPrimary),
      asc(profileResponsibles.sortOrder),
      asc(profileResponsibles.createdAt),
    );
}

export async function insertProfileResponsible(tx: DbOrTx, values: NewProfileResponsible) {
  await tx.insert(profileResponsibles).values(values);
}

/** Sets the event's responsible party (insert or replace); the stored row. */
export async function upsertEventResponsible(
  tx: DbOrTx,
  eventId: string,
  values: ResponsibleValues,
  now: Date,
) {
  const [saved] = await tx
    .insert(eventResponsibles)
    .values({ eventId, ...values })
    .onConflictDoUpdate({ target: eventResponsibles.eventId, set: { ...values, updatedAt: now } })
    .returning();
  return saved ?? null;
}

/** Inserts an event's responsible row as given (for copying it to another date). */
export async function insertEventResponsible(tx: DbOrTx, values: NewEventResponsible) {
  await tx.insert(eventResponsibles).values(values);
}

/** The profile's own responsible party; null when none is saved. */
export async function findPrimaryResponsible(db: DbOrTx, profileId: string) {
  const [row] = await db
    .select()
    .from(profileResponsibles)
    .where(and(eq(profileResponsibles.profileId, profileId), eq(profileResponsibles.isPrimary, true)));
  return row ?? null;
}

/** Sets the profile's own responsible party (insert or replace the primary row); the stored row. */
export async function upsertPrimaryResponsible(db: DbOrTx, profileId: string, values: ResponsibleValues) {
  const [row] = await db
    .insert(profileResponsibles)
    .values({ profileId, isPrimary: true, ...values })
    .onConflictDoUpdate({
      target: profileResponsibles.profileId,
      targetWhere: sql`${profileResponsibles.isPrimary}`,
      set: values,
    })
    .returning();
  return row ?? null;
}

/** Ids of the profile's templates (not its own party). */
export function listTemplateIds(tx: DbOrTx, profileId: string) {
  return tx
    .select({ id: profileResponsibles.id })
    .from(profileResponsibles)
    .where(and(eq(profileResponsibles.profileId, profileId), eq(profileResponsibles.isPrimary, false)));
}

export async function updateProfileResponsible(
  tx: DbOrTx,
  id: string,
  values: Partial<NewProfileResponsible>,
) {
  await tx.update(profileResponsibles).set(values).where(eq(profileResponsibles.id, id));
}

/** Deletes the profile's templates (never its own party) except those kept. */
export async function deleteTemplatesExcept(tx: DbOrTx, profileId: string, keptIds: string[]) {
  await tx
    .delete(profileResponsibles)
    .where(
      and(
        eq(profileResponsibles.profileId, profileId),
        eq(profileResponsibles.isPrimary, false),
        keptIds.length > 0 ? notInArray(profileResponsibles.id, keptIds) : undefined,
      ),
    );
}
