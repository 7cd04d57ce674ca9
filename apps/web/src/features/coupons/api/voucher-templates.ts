import { type VoucherTemplate, VoucherTemplateSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { getVoucherTemplates } from '../../ticketing';
import { couponKeys } from './keys';

/** The web app imports no zod of its own: a list is parsed item by item with the contract schema. */
const templateList = {
  parse: (data: unknown) =>
    (Array.isArray(data) ? data : []).map((item) => VoucherTemplateSchema.parse(item)),
};

const path = (eventId: string) => `/event/${encodeURIComponent(eventId)}/voucherTemplates`;
const one = (eventId: string, voucherId: string) => `${path(eventId)}/${encodeURIComponent(voucherId)}`;

/**
 * Every template of the event, disabled too, for its organizer: the purchase flow's client of the call
 * (ticketing), checked here with the contract schema and cached under the organizer's key.
 */
export const voucherTemplatesQuery = (eventId: string) =>
  queryOptions({
    queryKey: couponKeys.vouchers(eventId),
    queryFn: async ({ signal }): Promise<VoucherTemplate[]> =>
      templateList.parse(await getVoucherTemplates(eventId, signal)),
  });

export const useVoucherTemplates = (eventId: string) => useQuery(voucherTemplatesQuery(eventId));

/** POST /event/{id}/voucherTemplates. */
export function createVoucherTemplate(eventId: string, body: unknown): Promise<VoucherTemplate> {
  return apiRequest(path(eventId), { method: 'POST', body, schema: VoucherTemplateSchema });
}

/** PUT /event/{id}/voucherTemplates/{voucherId}: replaces the template. */
export function updateVoucherTemplate(
  eventId: string,
  voucherId: string,
  body: unknown,
): Promise<VoucherTemplate> {
  return apiRequest(one(eventId, voucherId), { method: 'PUT', body, schema: VoucherTemplateSchema });
}

/** DELETE /event/{id}/voucherTemplates/{voucherId}: vouchers already bought stay valid. */
export async function deleteVoucherTemplate(eventId: string, voucherId: string): Promise<void> {
  await apiRequest(one(eventId, voucherId), { method: 'DELETE' });
}
