import type { SsrData } from '../../lib/ssr/page-data';
import { sliderSpotsQuery } from './api/get-spots';
import { topEventsQuery } from './api/get-top-events';

/**
 * Home's first screens: the recommended slider's spots and the top events (the first listing, on a phone's
 * second screen). The lower listings (articles, followed profiles, streams) load in the browser as the
 * visitor scrolls near them. Neither call can make home a 404: a failed one is left out of the cache
 * altogether (the hydration state carries no failed query, so the server renders it as loading, as the
 * browser's hydration will, and the browser then asks again).
 */
export const ssrHomeData: SsrData = async ({ queryClient }) => {
  const spots = sliderSpotsQuery();
  const events = topEventsQuery();
  const forget = (queryKey: readonly unknown[]) => () => queryClient.removeQueries({ queryKey, exact: true });
  await Promise.all([
    queryClient.fetchQuery(spots).catch(forget(spots.queryKey)),
    queryClient.fetchQuery(events).catch(forget(events.queryKey)),
  ]);
};
