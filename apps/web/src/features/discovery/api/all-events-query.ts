import { type EventListItem, PAGE_SIZE } from '@marquee/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { prefetchedData, takePrefetched } from '../../../lib/api/prefetched';
import { type EventSearchParams, searchEvents } from './search-events';

// The all-events page's query of GET /event/search (search-events.ts): pages of 18, the first one
// possibly answered already by index.html's early call.

/** The unfiltered list's first page: index.html asks for it before the app's code runs (vite-plugins/route-preload.ts). */
const FIRST_PAGE_PATH = `/event/search?page=0&perPage=${PAGE_SIZE.allEvents}`;

const unfiltered = (params: EventSearchParams) =>
  !params.categories?.length && !params.cityId && !params.since && !params.till;

/** The early answer (null when there is none or it failed: index.html's call stores an error as null). */
function early(data: unknown): EventListItem[] | null {
  return Array.isArray(data) ? (data as EventListItem[]) : null;
}

function firstPageArrived(params: EventSearchParams): InfiniteData<EventListItem[], number> | undefined {
  if (!unfiltered(params)) return undefined;
  const items = early(prefetchedData<unknown>(FIRST_PAGE_PATH));
  return items ? { pages: [items], pageParams: [0] } : undefined;
}

async function loadPage(params: EventSearchParams, page: number, signal: AbortSignal) {
  if (page === 0 && unfiltered(params)) {
    const answer = early(await (takePrefetched<unknown>(FIRST_PAGE_PATH) ?? null));
    if (answer) return answer;
  }
  return searchEvents(params, page, PAGE_SIZE.allEvents, signal);
}

export const eventSearchQuery = (params: EventSearchParams, enabled = true) =>
  infiniteQueryOptions({
    queryKey: ['event', 'search', 'all-events', params],
    queryFn: ({ pageParam, signal }) => loadPage(params, pageParam, signal),
    // The cards' first paint straight from index.html's call when it has already arrived.
    initialData: () => firstPageArrived(params),
    // Pages are 0-based (first page 0, spec 3 §7).
    initialPageParam: 0,
    // A full page may have a successor; a short one is the last.
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === PAGE_SIZE.allEvents ? pages.length : undefined,
    enabled,
  });

export const useEventSearch = (params: EventSearchParams, enabled = true) =>
  useInfiniteQuery(eventSearchQuery(params, enabled));
