import type { Purchase } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkoutKeys } from './checkout-keys';

/** GET /ticketing/tickets?eventId: the signed-in user's tickets, grouped by event. */
export function getPurchasedTickets(eventId: string | null, signal?: AbortSignal): Promise<Purchase[]> {
  return apiRequest<Purchase[]>('/ticketing/tickets', { query: { eventId }, signal });
}

export const purchasedTicketsQuery = (eventId: string | null = null) =>
  queryOptions({
    queryKey: checkoutKeys.tickets(eventId),
    queryFn: ({ signal }) => getPurchasedTickets(eventId, signal),
  });
