import type { Sector, Venue, VenueSeat } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  picturesBySector,
  presentRows,
  presentVenue,
  presentVenueSeat,
  presentVenueSector,
} from './venues.presenter';
import * as repo from './venues.repository';

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}.`);

function seatCountsOf(rows: { sectorId: string; key: string; count: number }[], sectorId: string) {
  return new Map(rows.filter((r) => r.sectorId === sectorId).map((r) => [r.key, r.count]));
}

export function createVenuesService(db: Db) {
  return {
    /** GET /venue/{id} (2.1): NOT_FOUND for an unknown venue or a configuration of another venue. */
    async venue(venueId: string, configurationId?: string): Promise<Venue> {
      const found = await repo.findVenueConfiguration(db, venueId, configurationId);
      if (!found) throw notFound(configurationId ? 'venue configuration' : 'venue');
      const [sectors, counts] = await Promise.all([
        repo.listSectors(db, found.configuration.id),
        repo.countSeats(db, found.configuration.id),
      ]);
      const pictures = picturesBySector(
        await repo.listSectorImages(
          db,
          sectors.map((s) => s.id),
        ),
      );
      return presentVenue(
        found.venue,
        found.configuration,
        sectors.map((s) => presentVenueSector(s, seatCountsOf(counts, s.id), [], pictures.get(s.id))),
      );
    },

    /** One sector with its rows and seats; NOT_FOUND unless it is the venue's. */
    async sector(venueId: string, sectorId: string): Promise<Sector> {
      const sector = await repo.findVenueSector(db, venueId, sectorId);
      if (!sector) throw notFound('sector');
      const [{ rows, seats }, images] = await Promise.all([
        repo.listRowsWithSeats(db, sectorId),
        repo.listSectorImages(db, [sectorId]),
      ]);
      const counts = new Map<string, number>();
      for (const seat of seats)
        counts.set(seat.ticketCategoryKey, (counts.get(seat.ticketCategoryKey) ?? 0) + 1);
      return presentVenueSector(
        sector,
        counts,
        presentRows(rows, seats),
        picturesBySector(images).get(sectorId),
      );
    },

    /** Seat data for the ids given; ids of other venues or unknown ids are left out. NOT_FOUND for the venue. */
    async seats(venueId: string, seatIds: string[]): Promise<VenueSeat[]> {
      if (!(await repo.venueExists(db, venueId))) throw notFound('venue');
      const rows = await repo.findVenueSeats(db, venueId, [...new Set(seatIds)]);
      return rows.map(presentVenueSeat);
    },
  };
}
