import type { VenueListItem } from '@marquee/contract';
import type { DbOrTx } from '../../db/client';
import { listVenuesForOrganizer } from './venue-list.repository';

/** GET /venue: one page of the picker's venues, shaped for the API. */
export async function listVenues(
  db: DbOrTx,
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
