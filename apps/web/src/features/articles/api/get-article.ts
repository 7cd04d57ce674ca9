import { type ArticleDetail, ArticleDetailSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /article/{id}: text, gallery, embeds, genres and linked profiles (404 for unknown ids and drafts). */
export function getArticle(id: string, signal?: AbortSignal): Promise<ArticleDetail> {
  return apiRequest(`/article/${encodeURIComponent(id)}`, { signal, schema: ArticleDetailSchema });
}

export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: ['article', 'detail', id],
    queryFn: ({ signal }) => getArticle(id, signal),
  });

export const useArticle = (id: string) => useQuery(articleQuery(id));
