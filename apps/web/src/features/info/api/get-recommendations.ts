import { RECOMMENDATIONS_PAGE_SIZE, type RecommendedEvent } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

/** GET /recommendations/events?page,perPage: upcoming events recommended to the active profile. */
export function getRecommendations(page: number, signal?: AbortSignal) {
  return apiRequest<RecommendedEvent[]>('/recommendations/events', {
    query: { page, perPage: RECOMMENDATIONS_PAGE_SIZE },
    signal,
  });
}

// Keyed by the active profile: switching profiles shows that profile's recommendations.
export const recommendationsQuery = (profileId: string | null) =>
  infiniteQueryOptions({
    queryKey: ['recommendations', profileId],
    queryFn: ({ pageParam, signal }) => getRecommendations(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(RECOMMENDATIONS_PAGE_SIZE),
  });

export const useRecommendations = (profileId: string | null) =>
  useInfiniteQuery(recommendationsQuery(profileId));
