import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { seats, sectors, venueConfigurations, venues } from '../../db/schema/venues';

export interface VenueListFilter {
  profileId: string;
  key?: string;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The venue's default layout: the oldest, which PUT /event/{id}/setvenue takes when none is named. */
const defaultLayout = sql`(
  select ${venueConfigurations.id} from ${venueConfigurations}
  where ${venueConfigurations.venueId} = ${venues.id}
  order by ${venueConfigurations.createdAt}, ${venueConfigurations.id} limit 1)`;

/**
 * Venues for the picker: the profile's own (it owns the venue, or one of its events is set there) and, with
 * a key, venues of Building profiles. The key is folded like search_* columns and compared with
 * f_unaccent(lower(…)) of the venue name, its city and its profile's name; own venues come first.
 */
export async function listVenuesForOrganizer(db: DbOrTx, filter: VenueListFilter) {
  const own = or(
    eq(venues.profileId, filter.profileId),
    sql`exists (select 1 from ${events} where ${events.venueId} = ${venues.id}
      and ${events.authorProfileId} = ${filter.profileId})`,
  ) as SQL;
  const folded = filter.key ? normalizeSearchText(filter.key) : '';
  let where: SQL = own;
  if (folded) {
    const pattern = `%${escapeLike(folded)}%`;
    const matches = or(
      sql`f_unaccent(lower(${venues.name})) like ${pattern}`,
      sql`f_unaccent(lower(${venues.address}->>'City')) like ${pattern}`,
      sql`${profiles.searchName} like ${pattern}`,
    ) as SQL;
    where = and(matches, or(own, eq(profiles.type, 'BuildingProfile'))) as SQL;
  }
  const isOwn = sql<boolean>`(${own})`;
  return db
    .select({
      id: venues.id,
      name: venues.name,
      address: venues.address,
      profileId: venues.profileId,
      profileName: profiles.profileName,
      isOwn,
      seatCount: sql<number>`(select count(*)::int from ${seats} join ${sectors} on ${sectors.id} = ${seats.sectorId}
        where ${sectors.configurationId} = ${defaultLayout})`,
      sectorCount: sql<number>`(select count(*)::int from ${sectors}
        where ${sectors.configurationId} = ${defaultLayout})`,
    })
    .from(venues)
    .innerJoin(profiles, eq(profiles.id, venues.profileId))
    .where(where)
    .orderBy(desc(isOwn), asc(venues.name), asc(venues.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
