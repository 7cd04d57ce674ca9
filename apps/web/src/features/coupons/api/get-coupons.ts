import { COUPON_LIST_PER_PAGE, type CouponList, CouponListSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { couponKeys, profileCouponsPath } from './keys';

interface ActiveProfile {
  Id: string;
  Type: string;
}

/**
 * GET /{type}/{id}/coupons: the organizer's coupons, newest first, disabled ones included (they are
 * never deleted, spec 3 §4); optionally only those of one event. One page of 1000 (spec 3 §9).
 */
export function getCoupons(
  profile: ActiveProfile,
  eventId: string | null,
  signal?: AbortSignal,
): Promise<CouponList> {
  return apiRequest(profileCouponsPath(profile), {
    query: { eventId, includeDisabled: true, page: 0, perPage: COUPON_LIST_PER_PAGE },
    signal,
    schema: CouponListSchema,
  });
}

export const couponsQuery = (profile: ActiveProfile, eventId: string | null) =>
  queryOptions({
    queryKey: couponKeys.list(profile.Id, eventId),
    queryFn: ({ signal }) => getCoupons(profile, eventId, signal),
  });

export const useCoupons = (profile: ActiveProfile, eventId: string | null) =>
  useQuery(couponsQuery(profile, eventId));
