import type { OrderStatus } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

/** GET /ticketing/basket/{guid}/order?vs: the state of the basket's order (the basket guid is the buyer's key). */
export function getOrderStatus(guid: string, vs: string, signal?: AbortSignal): Promise<OrderStatus> {
  return apiRequest<OrderStatus>(`/ticketing/basket/${encodeURIComponent(guid)}/order`, {
    query: { vs },
    signal,
  });
}

/**
 * An embed waiting for a payment in another window (issue 22) asks every 2 s: the payment window is a
 * separate top-level page whose storage an embed cannot share (partitioned), so the server is the only
 * place both see.
 */
export const orderStatusQuery = (guid: string, vs: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...ticketingKeys.all, 'order', guid, vs] as const,
    queryFn: ({ signal }) => getOrderStatus(guid, vs, signal),
    enabled,
    refetchInterval: (query) => {
      const result = query.state.data?.Result;
      return result === undefined || result === 'PENDING' ? 2_000 : false;
    },
    refetchIntervalInBackground: true,
    retry: false,
  });
