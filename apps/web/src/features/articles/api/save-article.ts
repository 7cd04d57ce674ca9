import {
  type ArticleCreate,
  type ArticleDetail,
  ArticleDetailSchema,
  type ArticleUpdate,
} from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** POST /article: a new draft of the active (blogger) profile. */
export function createArticle(input: ArticleCreate): Promise<ArticleDetail> {
  return apiRequest('/article', { method: 'POST', body: input, schema: ArticleDetailSchema });
}

/**
 * PUT /article/{id}[?newStatus]: saves the fields sent; with `newStatus` it then publishes or sets as
 * draft (spec 3 §4: the status it already has just saves).
 */
export function updateArticle(
  id: string,
  input: ArticleUpdate,
  newStatus?: ArticleDetail['Status'],
): Promise<ArticleDetail> {
  return apiRequest(`/article/${encodeURIComponent(id)}`, {
    method: 'PUT',
    query: newStatus ? { newStatus } : {},
    body: input,
    schema: ArticleDetailSchema,
  });
}
