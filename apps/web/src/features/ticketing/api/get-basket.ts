import type { Basket } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

export const basketPath = (guid: string) => `/ticketing/basket/${encodeURIComponent(guid)}`;

/** A basket answer with the browser time it arrived, to correct the countdown for a wrong device clock. */
export type ReceivedBasket = Basket & { receivedAt: number };

export const withReceivedAt = (basket: Basket): ReceivedBasket => ({ ...basket, receivedAt: Date.now() });

/** GET /ticketing/basket/{guid}: live items only (a passed ValidTill is gone). */
export async function getBasket(guid: string, signal?: AbortSignal): Promise<ReceivedBasket> {
  return withReceivedAt(await apiRequest<Basket>(basketPath(guid), { signal }));
}

export const basketQuery = (guid: string | null) =>
  queryOptions({
    queryKey: ticketingKeys.basket(guid),
    queryFn: ({ signal }) => getBasket(guid ?? '', signal),
    enabled: guid !== null,
    // Spec 2 §4: refreshed on window focus (another tab or device may have changed it).
    refetchOnWindowFocus: 'always',
    retry: false,
  });
