import { CATEGORIES_MAX_AGE_SECONDS, type Genre } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { prefetchedData, takePrefetched } from '../../../lib/api/prefetched';

/**
 * GET /category: top genres with their sub genres (names in every language, so one cache serves all).
 * Typed, not zod-parsed: the all-events landing page reads it on its first load (see search-events.ts).
 * The one client of this call: the profile and event forms' genre picker (profiles) reads it too.
 */
export function getCategories(signal?: AbortSignal): Promise<Genre[]> {
  return apiRequest<Genre[]>('/category', { signal });
}

const CATEGORIES_PATH = '/category';

/** index.html's early call (the all-events page asks for the tree before the app's code runs). */
function early(data: unknown): Genre[] | undefined {
  return Array.isArray(data) ? (data as Genre[]) : undefined;
}

// One cached tree for the whole app.
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['category'],
    initialData: () => early(prefetchedData<unknown>(CATEGORIES_PATH)),
    queryFn: async ({ signal }) =>
      early(await (takePrefetched<unknown>(CATEGORIES_PATH) ?? null)) ?? getCategories(signal),
    staleTime: CATEGORIES_MAX_AGE_SECONDS * 1000,
  });

export const useCategories = () => useQuery(categoriesQuery());
