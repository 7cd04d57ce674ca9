import { type ManagedTicketCategory, ManagedTicketCategorySchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { categoriesPath } from './keys';

/** PUT …/ticketcategories/{cat}: rename or recolour (hex without '#'); the key and prices stay. */
export function updateTicketCategory(
  eventId: string,
  vc: string,
  categoryId: string,
  input: { Name?: string; Color?: string },
): Promise<ManagedTicketCategory> {
  return apiRequest(`${categoriesPath(eventId, vc)}/${encodeURIComponent(categoryId)}`, {
    method: 'PUT',
    body: input,
    schema: ManagedTicketCategorySchema,
  });
}
