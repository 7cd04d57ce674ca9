import type { ArticleListItem } from '@marquee/contract';
import { PAGE_SIZE } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

const PER_PAGE = PAGE_SIZE.articles;

/** GET /article?profiles={id},page,perPage: published articles by or about the profile, newest first. */
export function getProfileArticles(profileId: string, page: number, signal?: AbortSignal) {
  return apiRequest<ArticleListItem[]>('/article', {
    query: { profiles: profileId, page, perPage: PER_PAGE },
    signal,
  });
}

export const profileArticlesQuery = (profileId: string) =>
  infiniteQueryOptions({
    queryKey: ['article', 'profile', profileId],
    queryFn: ({ pageParam, signal }) => getProfileArticles(profileId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(PER_PAGE),
  });

export const useProfileArticles = (profileId: string) => useInfiniteQuery(profileArticlesQuery(profileId));
