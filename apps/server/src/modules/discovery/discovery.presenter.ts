import type { Language, ProfileSummary } from '@marquee/contract';
import type { ProfileRow } from '../../db/schema/profiles';
import { presentProfileRef } from '../profiles/profiles.presenter';
import { countryName } from '../utility/countries';

export interface ProfileSummaryRow {
  profile: ProfileRow;
  cityName: string | null;
  region: string | null;
  cityCountry: string | null;
}

/** A profile for search results and lists: picture, name, region and country (spec 1 §2 search bar). */
export function presentProfileSummary(
  row: ProfileSummaryRow,
  language: Language,
  followed: ReadonlySet<string>,
): ProfileSummary {
  const countryCode = row.profile.country ?? row.cityCountry;
  return {
    ...presentProfileRef(row.profile),
    City: row.cityName ?? row.profile.hometown,
    Region: row.region,
    CountryCode: countryCode,
    Country: countryCode ? countryName(countryCode, language) : null,
    FollowersCount: row.profile.followersCount,
    IsFollowing: followed.has(row.profile.id),
  };
}
