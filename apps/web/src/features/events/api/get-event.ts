import type { EventDetail } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { takePrefetched } from '../../../lib/api/prefetched';
import { eventPath, takePrefetchedEvent } from './prefetch-event';

/**
 * GET /event/{id or nickname}: 404 for unknown ids and, for anyone but the author, drafts. Not validated
 * with the zod schema here: the event page is a landing page and zod would double its first load.
 */
export function getEvent(idOrNickname: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiRequest<EventDetail>(eventPath(idOrNickname), { signal });
}

/**
 * The earliest answer there is: index.html's call (started before the app's code; used only for an
 * anonymous visitor in the URL's language, null when it failed), else the route loader's, else a new one.
 */
async function loadEvent(idOrNickname: string, signal: AbortSignal): Promise<EventDetail> {
  const early = await (takePrefetched<EventDetail>(eventPath(idOrNickname)) ?? null);
  if (early) {
    takePrefetchedEvent(idOrNickname);
    return early;
  }
  return takePrefetchedEvent(idOrNickname) ?? getEvent(idOrNickname, signal);
}

export const eventQuery = (idOrNickname: string) =>
  queryOptions({
    queryKey: ['event', 'detail', idOrNickname],
    queryFn: ({ signal }) => loadEvent(idOrNickname, signal),
  });

export const useEvent = (idOrNickname: string) => useQuery(eventQuery(idOrNickname));
