import type { EventListItem } from '@marquee/contract';
import type { EventListRow } from './events.repository';

/** Row → listing card (spec 1 §3 Event display fields that lists need). */
export function presentEventListItem(row: EventListRow): EventListItem {
  return {
    Id: row.id,
    Nickname: row.nickname,
    ProfileName: row.name,
    Begin: row.beginAt.toISOString(),
    End: row.endAt.toISOString(),
    TimeZone: row.timeZone,
    ProfilePicture: row.profilePicture,
    IsOnline: row.isOnline,
    City: row.cityName,
    CountryCode: row.countryCode,
    Currency: row.currency,
    SellingChannel: row.sellingChannel,
    Categories: row.genreIds ?? [],
  };
}
