import { CATEGORIES_MAX_AGE_SECONDS, CategoriesResponseSchema, type Genre } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /category: top genres with their sub genres (names in every language, so one cache serves all). */
export function getCategories(signal?: AbortSignal): Promise<Genre[]> {
  return apiRequest('/category', { signal, schema: CategoriesResponseSchema });
}

// Same key as the profile forms' copy of this call: one cached tree for the whole app.
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['category'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATEGORIES_MAX_AGE_SECONDS * 1000,
  });

export const useCategories = () => useQuery(categoriesQuery());
