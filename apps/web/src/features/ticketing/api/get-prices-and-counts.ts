import type { EventPricesAndCounts } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

/** GET /event/{id}/eventpricesandcounts (2.1): sectors, categories, prices valid now and live counts. */
export function getPricesAndCounts(eventId: string, signal?: AbortSignal): Promise<EventPricesAndCounts> {
  return apiRequest<EventPricesAndCounts>(`/event/${encodeURIComponent(eventId)}/eventpricesandcounts`, {
    version: '2.1',
    signal,
  });
}

export const pricesAndCountsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ticketingKeys.prices(eventId),
    queryFn: ({ signal }) => getPricesAndCounts(eventId, signal),
  });
