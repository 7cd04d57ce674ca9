import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
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

export async function listSectors(db: DbOrTx, configurationId: string) {
  return db
    .select()
    .from(sectors)
    .where(eq(sectors.configurationId, configurationId))
    .orderBy(asc(sectors.sortOrder), asc(sectors.name));
}

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
