import type { Basket } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { withReceivedAt } from './get-basket';

/**
 * PUT /ticketing/basket/{guid}/extend (beyond the spec, WCAG 2.2.1): once per basket, every live hold gets
 * a full hold length from now; a second call answers 409.
 */
export async function extendHold(guid: string) {
  return withReceivedAt(
    await apiRequest<Basket>(`/ticketing/basket/${encodeURIComponent(guid)}/extend`, { method: 'PUT' }),
  );
}
