import type { Merch } from '@marquee/contract';
import type { MerchRow } from '../../db/schema/merch';

/** Row → the spec's Merch (Name, Url, Description, ProfileId, ProfilePicture) plus its Id. */
export function presentMerch(row: MerchRow): Merch {
  return {
    Id: row.id,
    ProfileId: row.profileId,
    Name: row.name,
    Url: row.url,
    Description: row.description,
    ProfilePicture: row.profilePicture,
  };
}
