import { type ManagedTicketCategory, ManagedTicketCategorySchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { layoutPath } from './keys';

/**
 * POST …/ticketcategories from the layout editor: a category seats can use before it has a price (the
 * wizard's step 6 prices it). The server derives the key from the name ("Balcony left" → BALCONY_LEFT).
 */
export function createCategory(
  eventId: string,
  vc: string,
  input: { Name: string; Color: string },
): Promise<ManagedTicketCategory> {
  return apiRequest(`${layoutPath(eventId, vc)}/ticketcategories`, {
    method: 'POST',
    body: input,
    schema: ManagedTicketCategorySchema,
  });
}
