import { type Profile, ProfileSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /search/profile/{id}: a profile by id or nickname (404 when unknown). */
export function getProfile(idOrNickname: string, signal?: AbortSignal): Promise<Profile> {
  return apiRequest(`/search/profile/${encodeURIComponent(idOrNickname)}`, { signal, schema: ProfileSchema });
}

export const profileQuery = (idOrNickname: string) =>
  queryOptions({
    queryKey: ['profile', idOrNickname],
    queryFn: ({ signal }) => getProfile(idOrNickname, signal),
  });

export const useProfile = (idOrNickname: string) => useQuery(profileQuery(idOrNickname));
