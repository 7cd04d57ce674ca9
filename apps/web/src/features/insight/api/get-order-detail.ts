import { type OrderDetail, OrderDetailSchema } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { insightKeys, orderPath } from './keys';

/** GET /event/{id}/orders/{orderId}: items, buyer, vouchers, answers, mail log and audit trail. */
export function getOrderDetail(eventId: string, orderId: string, signal?: AbortSignal): Promise<OrderDetail> {
  return apiRequest(orderPath(eventId, orderId), { signal, schema: OrderDetailSchema });
}

export const useOrderDetail = (eventId: string, orderId: string | null) =>
  useQuery({
    queryKey: insightKeys.order(eventId, orderId ?? ''),
    queryFn: ({ signal }) => getOrderDetail(eventId, orderId ?? '', signal),
    enabled: orderId !== null,
    retry: false,
  });
