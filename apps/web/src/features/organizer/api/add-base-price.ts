import { ManagedBasePriceSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import type { PriceWindowInput } from './create-ticket-category';
import { categoriesPath } from './keys';

/** POST …/ticketcategories/{cat}/baseprices: one more price window (a wave); BASE_PRICE.OVERLAP on overlap. */
export function addBasePrice(eventId: string, vc: string, categoryId: string, input: PriceWindowInput) {
  return apiRequest(`${categoriesPath(eventId, vc)}/${encodeURIComponent(categoryId)}/baseprices`, {
    method: 'POST',
    body: input,
    schema: ManagedBasePriceSchema,
  });
}
