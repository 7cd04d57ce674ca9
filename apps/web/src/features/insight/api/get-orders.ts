import { ORDERS_PER_PAGE, type OrderPage, OrderPageSchema } from '@marquee/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { filterQuery, type OrderFilters } from '../model/order-filters';
import { eventPath, insightKeys } from './keys';

/** GET /event/{id}/orders?q,state,gate,from,till,page,perPage — pages are 0-based. */
export function getOrders(
  eventId: string,
  filters: OrderFilters,
  page: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return apiRequest(`${eventPath(eventId)}/orders`, {
    signal,
    query: { ...filterQuery(filters), page, perPage: ORDERS_PER_PAGE },
    schema: OrderPageSchema,
  });
}

export const useOrders = (eventId: string, filters: OrderFilters, page: number) =>
  useQuery({
    queryKey: insightKeys.orderPage(eventId, filterQuery(filters), page),
    queryFn: ({ signal }) => getOrders(eventId, filters, page, signal),
    // The table stays while the next page or search loads: rows do not jump to a spinner and back.
    placeholderData: keepPreviousData,
    retry: false,
  });
