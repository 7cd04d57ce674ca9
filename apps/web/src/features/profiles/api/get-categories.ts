import { CATEGORIES_MAX_AGE_SECONDS, CategoriesResponseSchema, type Genre } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /category: the genre tree (top genres with sub genres), cached. */
export function getCategories(signal?: AbortSignal): Promise<Genre[]> {
  return apiRequest('/category', { signal, schema: CategoriesResponseSchema });
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['category'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATEGORIES_MAX_AGE_SECONDS * 1000,
  });

export const useCategories = () => useQuery(categoriesQuery());
