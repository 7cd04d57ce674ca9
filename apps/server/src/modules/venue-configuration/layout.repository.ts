import { and, asc, eq, gt, inArray, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventSectorSettings } from '../../db/schema/pricing';
import { basketItems } from '../../db/schema/ticketing';
import {
  eventVenueConfigurations,
  sectorGates,
  sectorImages,
  venueGates,
} from '../../db/schema/venue-configuration';
import { seatRows, seats, sectors, venueConfigurations, venues } from '../../db/schema/venues';

export async function findConfiguration(db: DbOrTx, configurationId: string) {
  const [row] = await db
    .select({
      configuration: venueConfigurations,
      venue: venues,
      ownerEventId: eventVenueConfigurations.eventId,
    })
    .from(venueConfigurations)
    .innerJoin(venues, eq(venues.id, venueConfigurations.venueId))
    .leftJoin(eventVenueConfigurations, eq(eventVenueConfigurations.configurationId, venueConfigurations.id))
    .where(eq(venueConfigurations.id, configurationId));
  return row ?? null;
}
export type ConfigurationWithVenue = NonNullable<Awaited<ReturnType<typeof findConfiguration>>>;

export async function findSector(db: DbOrTx, sectorId: string) {
  const [row] = await db.select().from(sectors).where(eq(sectors.id, sectorId));
  return row ?? null;
}

// A configuration's sectors in display order: the public venue read's query.
export { listSectors } from '../venues/venues.repository';

export async function listRows(db: DbOrTx, sectorIds: readonly string[]) {
  if (sectorIds.length === 0) return [];
  return db
    .select()
    .from(seatRows)
    .where(inArray(seatRows.sectorId, [...sectorIds]))
    .orderBy(asc(seatRows.sortOrder), asc(seatRows.name));
}

export async function listSeats(db: DbOrTx, sectorIds: readonly string[]) {
  if (sectorIds.length === 0) return [];
  return db
    .select()
    .from(seats)
    .where(inArray(seats.sectorId, [...sectorIds]));
}

/**
 * Seats of the sectors that are sold, or held by a basket whose hold has not run out (holds expire by time:
 * an expired row is free everywhere, ARCHITECTURE §4), for any event.
 */
export async function takenSeatIds(
  db: DbOrTx,
  sectorIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (sectorIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ seatId: basketItems.seatId })
    .from(basketItems)
    .where(
      and(
        inArray(basketItems.sectorId, [...sectorIds]),
        sql`${basketItems.seatId} IS NOT NULL`,
        or(eq(basketItems.status, 'SOLD'), gt(basketItems.validTill, now)),
      ),
    );
  return new Set(rows.flatMap((row) => (row.seatId ? [row.seatId] : [])));
}

/** Whether any place of the sector is sold or held now (standing and virtual sectors included). */
export async function sectorHasTakenPlaces(db: DbOrTx, sectorId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: basketItems.id })
    .from(basketItems)
    .where(
      and(
        eq(basketItems.sectorId, sectorId),
        or(eq(basketItems.status, 'SOLD'), gt(basketItems.validTill, now)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function eventSettingsOf(db: DbOrTx, eventId: string | null, configurationId: string) {
  if (!eventId) return [];
  return db
    .select()
    .from(eventSectorSettings)
    .where(
      and(eq(eventSectorSettings.eventId, eventId), eq(eventSectorSettings.configurationId, configurationId)),
    );
}

export async function gatesOfVenue(db: DbOrTx, venueId: string) {
  return db.select().from(venueGates).where(eq(venueGates.venueId, venueId)).orderBy(asc(venueGates.name));
}

export async function sectorGateLinks(db: DbOrTx, sectorIds: readonly string[]) {
  if (sectorIds.length === 0) return [];
  return db
    .select()
    .from(sectorGates)
    .where(inArray(sectorGates.sectorId, [...sectorIds]));
}

/** Upserts this event's switches of one sector (spec Sector status and waves). */
export async function upsertSectorSettings(
  db: DbOrTx,
  key: { eventId: string; configurationId: string; sectorId: string },
  values: Partial<typeof eventSectorSettings.$inferInsert>,
) {
  await db
    .insert(eventSectorSettings)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: [eventSectorSettings.eventId, eventSectorSettings.sectorId], set: values });
}

export async function imagesOfSectors(db: DbOrTx, sectorIds: readonly string[]) {
  if (sectorIds.length === 0) return [];
  return db
    .select()
    .from(sectorImages)
    .where(inArray(sectorImages.sectorId, [...sectorIds]))
    .orderBy(asc(sectorImages.sortOrder), asc(sectorImages.createdAt));
}

export type NewConfiguration = typeof venueConfigurations.$inferInsert;
export type NewSector = typeof sectors.$inferInsert;
export type NewSectorSettings = typeof eventSectorSettings.$inferInsert;

/** The venue a layout belongs to; null when there is no such layout. */
export async function venueOfConfiguration(db: DbOrTx, configurationId: string): Promise<string | null> {
  const [row] = await db
    .select({ venueId: venueConfigurations.venueId })
    .from(venueConfigurations)
    .where(eq(venueConfigurations.id, configurationId));
  return row ? row.venueId : null;
}

export async function insertConfiguration(tx: DbOrTx, values: NewConfiguration) {
  const [row] = await tx.insert(venueConfigurations).values(values).returning({ id: venueConfigurations.id });
  return row ?? null;
}

export async function updateConfiguration(
  db: DbOrTx,
  configurationId: string,
  values: Partial<NewConfiguration>,
) {
  await db.update(venueConfigurations).set(values).where(eq(venueConfigurations.id, configurationId));
}

/** Marks the layout as made for the event (not one of the venue's own layouts). */
export async function linkConfigurationToEvent(tx: DbOrTx, configurationId: string, eventId: string) {
  await tx.insert(eventVenueConfigurations).values({ configurationId, eventId });
}

/** The event a layout was made for; null for the venue's own layouts. */
export async function ownerEventOf(db: DbOrTx, configurationId: string): Promise<string | null> {
  const [row] = await db
    .select({ eventId: eventVenueConfigurations.eventId })
    .from(eventVenueConfigurations)
    .where(eq(eventVenueConfigurations.configurationId, configurationId));
  return row?.eventId ?? null;
}

/** Inserts the sector settings; nothing when there are none. */
export async function insertSectorSettings(tx: DbOrTx, rows: NewSectorSettings[]) {
  if (rows.length > 0) await tx.insert(eventSectorSettings).values(rows);
}

/** The highest sector order of the layout; null when it has no sectors. */
export async function lastSectorOrder(db: DbOrTx, configurationId: string): Promise<number | null> {
  const [last] = await db
    .select({ order: max(sectors.sortOrder) })
    .from(sectors)
    .where(eq(sectors.configurationId, configurationId));
  return last?.order ?? null;
}

export async function insertSector(db: DbOrTx, values: NewSector) {
  const [row] = await db.insert(sectors).values(values).returning({ id: sectors.id });
  return row ?? null;
}

export async function updateSector(tx: DbOrTx, sectorId: string, values: Partial<NewSector>) {
  await tx.update(sectors).set(values).where(eq(sectors.id, sectorId));
}

export async function deleteSector(db: DbOrTx, sectorId: string) {
  await db.delete(sectors).where(eq(sectors.id, sectorId));
}

/** Deletes the sector's seats, then its rows. */
export async function deleteSeatPlan(tx: DbOrTx, sectorId: string) {
  await tx.delete(seats).where(eq(seats.sectorId, sectorId));
  await tx.delete(seatRows).where(eq(seatRows.sectorId, sectorId));
}

/** Row lock on the sector, held until the transaction ends. */
export async function lockSector(tx: DbOrTx, sectorId: string) {
  await tx.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, sectorId)).for('update');
}

// ---------------------------------------------------------------- gates

/** Inserts a gate; a name the venue already has fails with a unique violation. */
export async function insertGate(db: DbOrTx, venueId: string, name: string) {
  const [row] = await db.insert(venueGates).values({ venueId, name }).returning();
  return row ?? null;
}

/** Deletes a gate of the venue; false when it has no such gate. */
export async function deleteGate(db: DbOrTx, venueId: string, gateId: string): Promise<boolean> {
  const deleted = await db
    .delete(venueGates)
    .where(and(eq(venueGates.id, gateId), eq(venueGates.venueId, venueId)))
    .returning({ id: venueGates.id });
  return deleted.length > 0;
}

/** Which of these gate ids are the venue's. */
export async function gatesOfVenueAmong(db: DbOrTx, venueId: string, gateIds: string[]) {
  return db
    .select({ id: venueGates.id })
    .from(venueGates)
    .where(and(eq(venueGates.venueId, venueId), inArray(venueGates.id, gateIds)));
}

export async function deleteSectorGates(tx: DbOrTx, sectorId: string) {
  await tx.delete(sectorGates).where(eq(sectorGates.sectorId, sectorId));
}

export async function insertSectorGates(tx: DbOrTx, links: { sectorId: string; gateId: string }[]) {
  await tx.insert(sectorGates).values(links);
}
