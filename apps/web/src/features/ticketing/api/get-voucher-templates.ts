import type { VoucherTemplate } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

/**
 * GET /event/{id}/voucherTemplates: the event's gift-voucher templates — the enabled ones for buyers (spec 2 §3
 * HasVoucherTemplates), disabled ones too for the event's organizer. No schema here: the event page's budget.
 */
export function getVoucherTemplates(eventId: string, signal?: AbortSignal): Promise<VoucherTemplate[]> {
  return apiRequest<VoucherTemplate[]>(`/event/${encodeURIComponent(eventId)}/voucherTemplates`, { signal });
}

export const voucherTemplatesQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...ticketingKeys.all, 'voucher-templates', eventId] as const,
    queryFn: ({ signal }) => getVoucherTemplates(eventId, signal),
    staleTime: 60_000,
  });
