import { type ArticleListItem, CATEGORY_PAGE_SIZE } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

/** GET /category/{pageName}/articles?page,perPage: the genre's published articles, newest first. */
export function getCategoryArticles(slug: string, page: number, signal?: AbortSignal) {
  return apiRequest<ArticleListItem[]>(`/category/${encodeURIComponent(slug)}/articles`, {
    query: { page, perPage: CATEGORY_PAGE_SIZE },
    signal,
  });
}

export const categoryArticlesQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['category', slug, 'articles'],
    queryFn: ({ pageParam, signal }) => getCategoryArticles(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(CATEGORY_PAGE_SIZE),
  });

export const useCategoryArticles = (slug: string, enabled: boolean) =>
  useInfiniteQuery({ ...categoryArticlesQuery(slug), enabled });
