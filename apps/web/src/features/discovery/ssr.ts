import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SsrData } from '../../lib/ssr/page-data';
import { eventSearchQuery } from './api/all-events-query';
import { categoriesQuery } from './api/get-categories';
import { cityQuery } from './api/get-city';
import {
  categoriesOf,
  parseFilters,
  resolveGenres,
  searchWindowOf,
  toSearchParams,
} from './model/event-filters';
import { SERVER_TIME_ZONE, saveServerWindow } from './model/server-window';

/**
 * A query that failed on the server leaves the cache: the hydration state carries only successful ones, so
 * the browser starts it as pending, and the server must render it pending too (the same markup).
 */
function dropIfFailed(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.getQueryState(queryKey)?.status === 'error')
    queryClient.removeQueries({ queryKey, exact: true });
}

/**
 * All events' first screen for the URL's filters: the genre tree (genre slugs in the URL become ids), the
 * chosen city's name, and the list's first page, with the page's own query options (AllEventsPage.tsx).
 * Nothing here is the page's own record: a failed part renders as the browser would render it loading.
 */
export const ssrAllEventsData: SsrData = async ({ queryClient, url }) => {
  const filters = parseFilters(url.searchParams);
  const categories = categoriesQuery();
  const city = cityQuery(filters.city);
  await Promise.all([
    queryClient.prefetchQuery(categories),
    filters.city ? queryClient.prefetchQuery(city) : undefined,
  ]);
  dropIfFailed(queryClient, categories.queryKey);
  dropIfFailed(queryClient, city.queryKey);
  const tree = queryClient.getQueryData(categories.queryKey);
  // Without the tree the page waits for it before asking for a genre's events; so does the server.
  if (!tree && (filters.par !== null || filters.sub !== null)) return;

  const dates = searchWindowOf(filters, new Date(), SERVER_TIME_ZONE);
  if (dates.since || dates.till)
    saveServerWindow(queryClient, {
      filters: toSearchParams(filters).toString(),
      zone: SERVER_TIME_ZONE,
      window: dates,
    });
  const list = eventSearchQuery({
    categories: categoriesOf(resolveGenres(filters, tree ?? [])),
    cityId: filters.city ?? undefined,
    since: dates.since,
    till: dates.till,
  });
  await queryClient.prefetchInfiniteQuery(list);
  dropIfFailed(queryClient, list.queryKey);
};
