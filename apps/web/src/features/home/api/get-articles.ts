import type { ArticleListItem } from '@marquee/contract';
import { PAGE_SIZE } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /article?page&perPage — published articles, newest first. */
export function getArticles(page: number, perPage: number, signal?: AbortSignal): Promise<ArticleListItem[]> {
  return apiRequest<ArticleListItem[]>('/article', { query: { page, perPage }, signal });
}

export const newArticlesQuery = (perPage: number = PAGE_SIZE.homeArticles) =>
  queryOptions({
    queryKey: ['article', 'list', { page: 0, perPage }],
    queryFn: ({ signal }) => getArticles(0, perPage, signal),
  });

export const useNewArticles = (enabled = true) => useQuery({ ...newArticlesQuery(), enabled });
