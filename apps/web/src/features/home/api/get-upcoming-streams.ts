import type { StreamListItem } from '@marquee/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /stream?page&perPage (version 2.2) — upcoming published streams, soonest first. */
export function getUpcomingStreams(
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<StreamListItem[]> {
  return apiRequest<StreamListItem[]>('/stream', { query: { page, perPage }, version: '2.2', signal });
}

/**
 * The first `shown` streams plus one more: the extra row only tells whether "show more" has something
 * to show. Showing more asks again for a longer first page, so the list never has gaps or duplicates
 * when a stream starts (and drops out) between clicks.
 */
export const upcomingStreamsQuery = (shown: number) =>
  queryOptions({
    queryKey: ['stream', 'upcoming', { shown }],
    queryFn: ({ signal }) => getUpcomingStreams(0, shown + 1, signal),
    placeholderData: keepPreviousData,
  });

export const useUpcomingStreams = (shown: number, enabled = true) =>
  useQuery({ ...upcomingStreamsQuery(shown), enabled });
