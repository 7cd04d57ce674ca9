import { type ManagedTicketCategory, ManagedTicketCategorySchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import type { TicketCategoryInput } from './create-ticket-category';
import { categoriesPath } from './keys';

/** PUT …/ticketcategories/{cat}: name, colour and donation settings (prices have their own calls). */
export function updateTicketCategory(
  eventId: string,
  vc: string,
  categoryId: string,
  input: Omit<TicketCategoryInput, 'BasePrices'>,
): Promise<ManagedTicketCategory> {
  return apiRequest(`${categoriesPath(eventId, vc)}/${encodeURIComponent(categoryId)}`, {
    method: 'PUT',
    body: input,
    schema: ManagedTicketCategorySchema,
  });
}
