import type { EventListItem, Language } from '@marquee/contract';
import { countryName } from '../utility/countries';
import type { EventCardRow } from './event-cards.repository';

/** Row → listing card (spec 1 §3 Event display fields that lists and the search bar need). */
export function presentEventListItem(row: EventCardRow, language: Language): EventListItem {
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
    Country: row.countryCode ? countryName(row.countryCode, language) : null,
    VenueName: row.venueName,
    Currency: row.currency,
    SellingChannel: row.sellingChannel,
    Categories: row.genreIds ?? [],
    LineupNames: row.lineupNames ?? [],
    LonLat: !row.isOnline && row.lon !== null && row.lat !== null ? { Lon: row.lon, Lat: row.lat } : null,
  };
}
