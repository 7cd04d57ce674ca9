import type { Coupon } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

/** GET /coupon/mycoupons?eventId: the signed-in buyer's coupons (season, owned, vouchers) and the event's public ones. */
export function getMyCoupons(eventId: string, signal?: AbortSignal): Promise<Coupon[]> {
  return apiRequest<Coupon[]>('/coupon/mycoupons', { query: { eventId }, signal });
}

export const myCouponsQuery = (eventId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...ticketingKeys.all, 'my-coupons', eventId] as const,
    queryFn: ({ signal }) => getMyCoupons(eventId, signal),
    enabled: signedIn,
    staleTime: 30_000,
  });
