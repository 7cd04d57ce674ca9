import { type MyEvent, MyEventsResponseSchema, SEARCH } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { couponKeys } from './keys';

/**
 * GET /event/myevents/{profileId}: the organizer's events (past and drafts too) to pick a coupon's
 * events from and to filter the table by — the newest 100, the call's page limit.
 */
export function getCouponEvents(profileId: string, signal?: AbortSignal): Promise<MyEvent[]> {
  return apiRequest(`/event/myevents/${encodeURIComponent(profileId)}`, {
    query: { eventBegin: '', page: 0, perPage: SEARCH.eventSearchLimit },
    signal,
    schema: MyEventsResponseSchema,
  });
}

export const couponEventsQuery = (profileId: string) =>
  queryOptions({
    queryKey: couponKeys.events(profileId),
    queryFn: ({ signal }) => getCouponEvents(profileId, signal),
    staleTime: 60_000,
  });

export const useCouponEvents = (profileId: string) => useQuery(couponEventsQuery(profileId));
