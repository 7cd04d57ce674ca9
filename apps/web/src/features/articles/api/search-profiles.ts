import { type ProfileSummary, SEARCH, SearchResultsSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /search/prefix?Key&Limit&Types=Profiles: profiles an article may be about. */
export async function searchProfiles(key: string, signal?: AbortSignal): Promise<ProfileSummary[]> {
  const results = await apiRequest('/search/prefix', {
    query: { Key: key, Limit: SEARCH.defaultLimit, Types: 'Profiles' },
    signal,
    schema: SearchResultsSchema,
  });
  return results.Profiles;
}

export const useArticleProfileSearch = (key: string) =>
  useQuery(
    queryOptions({
      queryKey: ['article', 'profile-search', key],
      queryFn: ({ signal }) => searchProfiles(key, signal),
      enabled: key.trim().length >= SEARCH.minLength,
    }),
  );
