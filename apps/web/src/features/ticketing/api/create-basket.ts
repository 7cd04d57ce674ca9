import type { CreateBasketResponse } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** GET /ticketing/basket/createBasket: a new basket guid (spec 2 §4: created lazily on the first add). */
export function createBasket(): Promise<CreateBasketResponse> {
  return apiRequest<CreateBasketResponse>('/ticketing/basket/createBasket');
}
