import type { VenueListItem } from '@marquee/contract';
import type { Db } from '../../db/client';
import { listVenuesForOrganizer } from './venue-list.repository';

/** The event wizard's venue picker. */
export function createVenueListService(db: Db) {
  return {
    /** GET /venue: one page of the picker's venues, shaped for the API. Throws nothing. */
    list: (query: { ProfileId: string; key?: string; page: number; perPage: number }) =>
      listVenues(db, query),
  };
}
export type VenueListService = ReturnType<typeof createVenueListService>;

async function listVenues(
  db: Db,
  query: { ProfileId: string; key?: string; page: number; perPage: number },
): Promise<VenueListItem[]> {
  const rows = await listVenuesForOrganizer(db, {
    profileId: query.ProfileId,
    key: query.key,
    limit: query.perPage,
    offset: query.page * query.perPage,
  });
  return rows.map((row) => ({
    _id: row.id,
    Name: row.name,
    AddressContact: row.address,
    ProfileId: row.profileId,
    ProfileName: row.profileName,
    IsOwn: Boolean(row.isOwn),
    SeatCount: Number(row.seatCount),
    SectorCount: Number(row.sectorCount),
  }));
}
