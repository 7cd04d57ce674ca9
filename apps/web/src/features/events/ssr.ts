import type { SsrData } from '../../lib/ssr/page-data';
import { ticketPricesQuery } from '../ticketing';
import { eventQuery } from './api/get-event';
import { showPriceRange } from './model/event-rules';

/**
 * The event page's first screen: the event itself, and the buy form's prices when the top section shows
 * their range (the sections below load their own data in the browser). A failed prices call leaves the
 * range out of the HTML; the browser asks again.
 */
export const ssrEventData: SsrData = async ({ queryClient, params }) => {
  const event = await queryClient.fetchQuery(eventQuery(params.id ?? ''));
  if (showPriceRange(event)) await queryClient.prefetchQuery(ticketPricesQuery(event.Id));
};
