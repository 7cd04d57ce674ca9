import { type ProfileSummary, SEARCH, SearchResultsSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /search/prefix?Key&Limit&Types=Profiles: profiles for the lineup and venue pickers. */
export async function searchProfiles(key: string, signal?: AbortSignal): Promise<ProfileSummary[]> {
  const results = await apiRequest('/search/prefix', {
    query: { Key: key, Limit: SEARCH.defaultLimit, Types: 'Profiles' },
    signal,
    schema: SearchResultsSchema,
  });
  return results.Profiles;
}

export const profileSearchQuery = (key: string) =>
  queryOptions({
    queryKey: ['organizer', 'profile-search', key],
    queryFn: ({ signal }) => searchProfiles(key, signal),
    enabled: key.trim().length >= SEARCH.minLength,
  });

export const useProfileSearch = (key: string) => useQuery(profileSearchQuery(key));
