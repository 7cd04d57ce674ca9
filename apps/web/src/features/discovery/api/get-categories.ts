import { CATEGORIES_MAX_AGE_SECONDS, type Genre } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /category: top genres with their sub genres (names in every language, so one cache serves all).
 * Typed, not zod-parsed: the all-events landing page reads it on its first load (see search-events.ts).
 * The one client of this call: the profile and event forms' genre picker (profiles) reads it too.
 */
export function getCategories(signal?: AbortSignal): Promise<Genre[]> {
  return apiRequest<Genre[]>('/category', { signal });
}

// One cached tree for the whole app.
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['category'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATEGORIES_MAX_AGE_SECONDS * 1000,
  });

export const useCategories = () => useQuery(categoriesQuery());
