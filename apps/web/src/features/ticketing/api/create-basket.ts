import type { CreateBasketResponse } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /ticketing/basket/createBasket: a new basket guid (spec 2 §4: created lazily on the first add).
 * `altcha`: a solved challenge, needed after a burst of new baskets (429 BASKET.CHALLENGE_REQUIRED).
 */
export function createBasket(altcha?: string): Promise<CreateBasketResponse> {
  return apiRequest<CreateBasketResponse>('/ticketing/basket/createBasket', { query: { altcha } });
}
