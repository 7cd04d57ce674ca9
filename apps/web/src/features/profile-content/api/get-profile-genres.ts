import { ProfileCategoriesResponseSchema, type ProfileCategory } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { contentKeys, type ProfileRef, profilePath } from './keys';

/** GET /{type}/{id}/categories: the profile's genres. */
export function getProfileGenres(profile: ProfileRef, signal?: AbortSignal): Promise<ProfileCategory[]> {
  return apiRequest(`${profilePath(profile)}/categories`, {
    signal,
    schema: ProfileCategoriesResponseSchema,
  });
}

export const profileGenresQuery = (profile: ProfileRef) =>
  queryOptions({
    queryKey: contentKeys.genres(profile.Id),
    queryFn: ({ signal }) => getProfileGenres(profile, signal),
  });

export const useProfileGenres = (profile: ProfileRef) => useQuery(profileGenresQuery(profile));
