import type { Merch } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /merch?ProfileId (public): the merchandise a profile sells on its own shop, oldest first. The profile's
 * own workspace (profile-content) lists and refreshes the same query. Unvalidated: it loads with the profile page.
 */
export function getProfileMerch(profileId: string, signal?: AbortSignal): Promise<Merch[]> {
  return apiRequest<Merch[]>('/merch', { query: { ProfileId: profileId }, signal });
}

export const profileMerchQuery = (profileId: string) =>
  queryOptions({
    queryKey: ['merch', 'profile', profileId],
    queryFn: ({ signal }) => getProfileMerch(profileId, signal),
  });

export const useProfileMerch = (profileId: string) => useQuery(profileMerchQuery(profileId));
