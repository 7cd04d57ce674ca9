import { apiRequest } from '../../../lib/api/client';
import { basketPath } from './get-basket';

/** DELETE /ticketing/basket/{guid}: empties the basket and releases every hold. */
export function clearBasket(guid: string): Promise<void> {
  return apiRequest<void>(basketPath(guid), { method: 'DELETE' });
}
