import type { EventDetail } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

const eventPath = (idOrNickname: string) => `/event/${encodeURIComponent(idOrNickname)}`;

/**
 * GET /event/{id or nickname}: 404 for unknown ids and, for anyone but the author, drafts. Not validated
 * with the zod schema here: the event page is a landing page and zod would double its first load.
 */
export function getEvent(idOrNickname: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiRequest<EventDetail>(eventPath(idOrNickname), { signal });
}

export const eventQuery = (idOrNickname: string) =>
  queryOptions({
    queryKey: ['event', 'detail', idOrNickname],
    queryFn: ({ signal }) => getEvent(idOrNickname, signal),
  });

export const useEvent = (idOrNickname: string) => useQuery(eventQuery(idOrNickname));
