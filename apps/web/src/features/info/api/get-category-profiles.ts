import { CATEGORY_PAGE_SIZE, type ProfileRef } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

/** GET /category/{pageName}/profiles?page,perPage: the genre's profiles, most followed first. */
export function getCategoryProfiles(slug: string, page: number, signal?: AbortSignal) {
  return apiRequest<ProfileRef[]>(`/category/${encodeURIComponent(slug)}/profiles`, {
    query: { page, perPage: CATEGORY_PAGE_SIZE },
    signal,
  });
}

export const categoryProfilesQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['category', slug, 'profiles'],
    queryFn: ({ pageParam, signal }) => getCategoryProfiles(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(CATEGORY_PAGE_SIZE),
  });

export const useCategoryProfiles = (slug: string, enabled: boolean) =>
  useInfiniteQuery({ ...categoryProfilesQuery(slug), enabled });
