import { apiRequest } from '../../../lib/api/client';
import { categoriesPath } from './keys';

/** DELETE …/ticketcategories/{cat}: refused with TICKET_CATEGORY.IN_USE while sectors or tickets use it. */
export function deleteTicketCategory(eventId: string, vc: string, categoryId: string): Promise<void> {
  return apiRequest(`${categoriesPath(eventId, vc)}/${encodeURIComponent(categoryId)}`, { method: 'DELETE' });
}
