import { ProfileCategoriesResponseSchema, type ProfileCategory } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { type ProfileRef, profilePath } from './keys';

/** PUT /{type}/{id}/categories: the chosen genres replace the old ones (at most 10). */
export function setProfileGenres(profile: ProfileRef, ids: readonly string[]): Promise<ProfileCategory[]> {
  return apiRequest(`${profilePath(profile)}/categories`, {
    method: 'PUT',
    body: ids,
    schema: ProfileCategoriesResponseSchema,
  });
}
