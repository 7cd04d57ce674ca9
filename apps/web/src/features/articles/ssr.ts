import { ApiRequestError, isApiRequestError } from '../../lib/api/errors';
import type { SsrData } from '../../lib/ssr/page-data';
import { articleQuery } from './api/get-article';
import { articlesQuery } from './api/get-articles';

/** All articles' first screen: the newest page of articles (a failed list renders as the browser would). */
export const ssrAllArticlesData: SsrData = async ({ queryClient }) => {
  const list = articlesQuery();
  await queryClient.prefetchInfiniteQuery(list);
  // The hydration state carries successful queries only: the server renders a failed one as pending too.
  if (queryClient.getQueryState(list.queryKey)?.status === 'error')
    queryClient.removeQueries({ queryKey: list.queryKey, exact: true });
};

/**
 * An article's page: the article itself. An unknown id or a draft (404 for strangers) is the 404 page, and
 * so is an id the API refuses to read (400): the browser shows "not found" for any 4xx (ArticleDetailPage).
 */
export const ssrArticleData: SsrData = async ({ queryClient, params }) => {
  try {
    await queryClient.fetchQuery(articleQuery(params.id ?? ''));
  } catch (error) {
    if (isApiRequestError(error) && error.status >= 400 && error.status < 500 && error.status !== 404)
      throw new ApiRequestError(404, { Code: error.Code, Message: error.Message });
    throw error;
  }
};
