import { SEARCH, type SearchResults, SearchResultsSchema } from '@marquee/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /search/multiple?Key,Limit: events, profiles and articles matching the key (spec 1 §5). */
export function searchMultiple(key: string, signal?: AbortSignal): Promise<SearchResults> {
  return apiRequest('/search/multiple', {
    query: { Key: key, Limit: SEARCH.defaultLimit },
    signal,
    schema: SearchResultsSchema,
  });
}

/** Keys shorter than the spec's minimum are never sent. */
export const isSearchable = (key: string) => key.trim().length >= SEARCH.minLength;

export const searchMultipleQuery = (key: string) =>
  queryOptions({
    queryKey: ['search', 'multiple', key.trim()],
    queryFn: ({ signal }) => searchMultiple(key.trim(), signal),
    enabled: isSearchable(key),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useSearchMultiple = (key: string) => useQuery(searchMultipleQuery(key));
