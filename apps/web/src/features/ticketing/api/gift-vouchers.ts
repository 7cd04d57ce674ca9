import type { BasketVouchers } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { basketPath } from './get-basket';
import { ticketingKeys } from './keys';

/** Gift vouchers in the basket (issue 8): lines beside the holds, with their own calls. */
export const giftVouchersKey = (guid: string | null) =>
  [...ticketingKeys.all, 'gift-vouchers', guid] as const;

/** GET /ticketing/basket/{guid}/vouchers */
export function getBasketVouchers(guid: string, signal?: AbortSignal): Promise<BasketVouchers> {
  return apiRequest<BasketVouchers>(`${basketPath(guid)}/vouchers`, { signal });
}

export const basketVouchersQuery = (guid: string | null) =>
  queryOptions({
    queryKey: giftVouchersKey(guid),
    queryFn: ({ signal }) => getBasketVouchers(guid ?? '', signal),
    enabled: guid !== null,
    retry: false,
  });

/** POST /ticketing/{eventId}/basket/{guid}/voucher/{templateId}: adds one voucher of the template. */
export function addGiftVoucher(eventId: string, guid: string, templateId: string): Promise<BasketVouchers> {
  return apiRequest<BasketVouchers>(
    `/ticketing/${encodeURIComponent(eventId)}/basket/${encodeURIComponent(guid)}/voucher/${encodeURIComponent(templateId)}`,
    { method: 'POST' },
  );
}

/** DELETE /ticketing/basket/{guid}/voucher/{voucherId} */
export function removeGiftVoucher(guid: string, voucherId: string): Promise<BasketVouchers> {
  return apiRequest<BasketVouchers>(`${basketPath(guid)}/voucher/${encodeURIComponent(voucherId)}`, {
    method: 'DELETE',
  });
}
