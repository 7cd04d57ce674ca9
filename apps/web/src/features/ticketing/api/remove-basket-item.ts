import { apiRequest } from '../../../lib/api/client';
import { basketPath } from './get-basket';

/** DELETE /ticketing/basket/{guid}?TicketId: removes one item and releases its hold. */
export function removeBasketItem(guid: string, ticketId: string): Promise<void> {
  return apiRequest<void>(basketPath(guid), { method: 'DELETE', query: { TicketId: ticketId } });
}
