import type { EventListItem } from '@marquee/contract';
import { PAGE_SIZE } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { nextPage } from './paging';

const PER_PAGE = PAGE_SIZE.profileEvents;

/** GET /media/{id}/supportedevents?Past: events a media profile supports (past: most recent first). */
export function getSupportedEvents(
  mediaId: string,
  past: boolean,
  page: number,
  signal?: AbortSignal,
): Promise<EventListItem[]> {
  return apiRequest<EventListItem[]>(`/media/${encodeURIComponent(mediaId)}/supportedevents`, {
    query: { Past: past, page, perPage: PER_PAGE },
    signal,
  });
}

export const supportedEventsQuery = (mediaId: string, past: boolean) =>
  infiniteQueryOptions({
    queryKey: ['event', 'supported', mediaId, past],
    queryFn: ({ pageParam, signal }) => getSupportedEvents(mediaId, past, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(PER_PAGE),
  });

export const useSupportedEvents = (mediaId: string, past: boolean, enabled: boolean) =>
  useInfiniteQuery({ ...supportedEventsQuery(mediaId, past), enabled });
