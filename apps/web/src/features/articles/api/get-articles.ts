import type { ArticleListItem } from '@marquee/contract';
import { PAGE_SIZE } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export const ARTICLES_PER_PAGE = PAGE_SIZE.articles;

/** GET /article?page,perPage (spec 1 §9: 20): published articles, newest first. */
export function getArticles(page: number, signal?: AbortSignal): Promise<ArticleListItem[]> {
  return apiRequest<ArticleListItem[]>('/article', {
    query: { page, perPage: ARTICLES_PER_PAGE },
    signal,
  });
}

export const articlesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['article', 'list'],
    queryFn: ({ pageParam, signal }) => getArticles(pageParam, signal),
    initialPageParam: 0,
    // The API answers plain pages without a total: a short page is the last one.
    getNextPageParam: (last, pages) => (last.length < ARTICLES_PER_PAGE ? undefined : pages.length),
  });

export const useArticles = () => useInfiniteQuery(articlesQuery());
