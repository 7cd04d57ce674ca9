import type { EventPricesAndCounts } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

/**
 * GET /event/{id}/eventpricesandcounts (2.1): sectors, categories, prices valid now and live counts;
 * with `couponId` (the active coupon) the prices under it.
 */
export function getPricesAndCounts(
  eventId: string,
  signal?: AbortSignal,
  couponId?: string,
): Promise<EventPricesAndCounts> {
  return apiRequest<EventPricesAndCounts>(`/event/${encodeURIComponent(eventId)}/eventpricesandcounts`, {
    version: '2.1',
    query: { couponId },
    signal,
  });
}

export const pricesAndCountsQuery = (eventId: string, couponId?: string) =>
  queryOptions({
    queryKey: couponId ? [...ticketingKeys.prices(eventId), couponId] : ticketingKeys.prices(eventId),
    queryFn: ({ signal }) => getPricesAndCounts(eventId, signal, couponId),
    // The listed prices stay on screen while the ones under a newly selected coupon load.
    placeholderData: (previous) => previous,
  });
