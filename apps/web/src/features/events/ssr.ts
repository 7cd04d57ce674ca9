import type { SsrData } from '../../lib/ssr/page-data';
import { eventQuery } from './api/get-event';

/** The event page's first screen: the event itself (its sections below load their own data in the browser). */
export const ssrEventData: SsrData = async ({ queryClient, params }) => {
  await queryClient.fetchQuery(eventQuery(params.id ?? ''));
};
