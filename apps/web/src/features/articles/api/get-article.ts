import type { ArticleDetail } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /article/{id}: text, gallery, embeds, genres and linked profiles (404 for unknown ids and drafts). Not validated with the zod schema: a
 * landing page, and zod would be ~26 kB gzip of its first load (as the event page's getEvent).
 */
export function getArticle(id: string, signal?: AbortSignal): Promise<ArticleDetail> {
  return apiRequest<ArticleDetail>(`/article/${encodeURIComponent(id)}`, { signal });
}

export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: ['article', 'detail', id],
    queryFn: ({ signal }) => getArticle(id, signal),
  });

export const useArticle = (id: string) => useQuery(articleQuery(id));
