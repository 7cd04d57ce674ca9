import type { QueryClient } from '@tanstack/react-query';
import { PRODUCT_TIME_ZONE } from '../../../lib/dates';
import type { SearchWindow } from './date-ranges';

/**
 * The date window the server rendered the list with (issue 25). The server does not know the visitor's
 * zone: it computes a date filter's window in SERVER_TIME_ZONE at its own clock and leaves it in the query
 * cache (so in the page's hydration state), and the browser hydrates with that same window, hence the same
 * list query and markup. Once hydrated, the page keeps it if the visitor is in that zone, else it asks for
 * its own window.
 */
export interface ServerWindow {
  /** The filters' canonical query string it belongs to. */
  filters: string;
  zone: string;
  window: SearchWindow;
}

/** Most of the product's visitors (sk, cs, hu, de) are in Central European time. */
export const SERVER_TIME_ZONE = PRODUCT_TIME_ZONE;

const KEY = ['all-events', 'server-window'] as const;

export const saveServerWindow = (queryClient: QueryClient, value: ServerWindow) =>
  queryClient.setQueryData<ServerWindow>(KEY, value);

export const readServerWindow = (queryClient: QueryClient) => queryClient.getQueryData<ServerWindow>(KEY);
