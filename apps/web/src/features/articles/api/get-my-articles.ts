import type { ArticleDetail, ArticleListItem } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ARTICLES_PER_PAGE } from './get-articles';

export type ArticleFilter = ArticleDetail['Status'] | 'ALL';

/** GET /article?authorId,status,page,perPage (20, 0-based): the author's articles, drafts included. */
export function getMyArticles(
  authorId: string,
  status: ArticleFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ArticleListItem[]> {
  return apiRequest<ArticleListItem[]>('/article', {
    query: { authorId, status: status === 'ALL' ? undefined : status, page, perPage: ARTICLES_PER_PAGE },
    signal,
  });
}

export const myArticlesQuery = (authorId: string, status: ArticleFilter) =>
  infiniteQueryOptions({
    queryKey: ['article', 'mine', authorId, status],
    queryFn: ({ pageParam, signal }) => getMyArticles(authorId, status, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < ARTICLES_PER_PAGE ? undefined : pages.length),
    enabled: authorId !== '',
  });

export const useMyArticles = (authorId: string, status: ArticleFilter) =>
  useInfiniteQuery(myArticlesQuery(authorId, status));
