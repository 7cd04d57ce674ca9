import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sectorImages } from '../../db/schema/venue-configuration';
import { seatRows, seats, sectors, venueConfigurations, venues } from '../../db/schema/venues';

/** The venue with one configuration: the asked one, else its first (by name). */
export async function findVenueConfiguration(db: DbOrTx, venueId: string, configurationId?: string) {
  const [row] = await db
    .select({ venue: venues, configuration: venueConfigurations })
    .from(venues)
    .innerJoin(venueConfigurations, eq(venueConfigurations.venueId, venues.id))
    .where(
      and(eq(venues.id, venueId), configurationId ? eq(venueConfigurations.id, configurationId) : undefined),
    )
    .orderBy(asc(venueConfigurations.name), asc(venueConfigurations.id))
    .limit(1);
  return row ?? null;
}

export async function listSectors(db: DbOrTx, configurationId: string) {
  return db
    .select()
    .from(sectors)
    .where(eq(sectors.configurationId, configurationId))
    .orderBy(asc(sectors.sortOrder), asc(sectors.name));
}

/** Seats per (sector, category key) of a configuration. */
export async function countSeats(db: DbOrTx, configurationId: string) {
  return db
    .select({ sectorId: seats.sectorId, key: seats.ticketCategoryKey, count: sql<number>`count(*)::int` })
    .from(seats)
    .innerJoin(sectors, eq(sectors.id, seats.sectorId))
    .where(eq(sectors.configurationId, configurationId))
    .groupBy(seats.sectorId, seats.ticketCategoryKey);
}

/** A sector of one of the venue's configurations. */
export async function findVenueSector(db: DbOrTx, venueId: string, sectorId: string) {
  const [row] = await db
    .select({ sector: sectors })
    .from(sectors)
    .innerJoin(venueConfigurations, eq(venueConfigurations.id, sectors.configurationId))
    .where(and(eq(sectors.id, sectorId), eq(venueConfigurations.venueId, venueId)));
  return row?.sector ?? null;
}

export async function listRowsWithSeats(db: DbOrTx, sectorId: string) {
  const [rows, seatList] = await Promise.all([
    db.select().from(seatRows).where(eq(seatRows.sectorId, sectorId)).orderBy(asc(seatRows.sortOrder)),
    db.select().from(seats).where(eq(seats.sectorId, sectorId)),
  ]);
  return { rows, seats: seatList };
}

/** Seats by id that belong to the venue (any configuration), with their row and sector names. */
export async function findVenueSeats(db: DbOrTx, venueId: string, seatIds: readonly string[]) {
  return db
    .select({ seat: seats, rowName: seatRows.name, sectorName: sectors.name })
    .from(seats)
    .innerJoin(seatRows, eq(seatRows.id, seats.rowId))
    .innerJoin(sectors, eq(sectors.id, seats.sectorId))
    .innerJoin(venueConfigurations, eq(venueConfigurations.id, sectors.configurationId))
    .where(and(eq(venueConfigurations.venueId, venueId), inArray(seats.id, [...seatIds])));
}

export async function venueExists(db: DbOrTx, venueId: string) {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  return Boolean(row);
}

/** Pictures of the sectors (written by the layout editor's sector-images), in gallery order. */
export async function listSectorImages(db: DbOrTx, sectorIds: readonly string[]) {
  if (sectorIds.length === 0) return [];
  return db
    .select({ sectorId: sectorImages.sectorId, url: sectorImages.imageUrl, isCover: sectorImages.isCover })
    .from(sectorImages)
    .where(inArray(sectorImages.sectorId, [...sectorIds]))
    .orderBy(asc(sectorImages.sortOrder), asc(sectorImages.createdAt));
}
