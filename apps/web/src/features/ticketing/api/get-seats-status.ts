import { type SeatsStatus, TICKETING } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

const EMPTY: SeatsStatus = { ServerUtcTime: '', Sectors: [] };

/**
 * GET /event/{id}/getSeatsStatus: seat id → state per sector; spec 2 §7: a failure gives an empty result.
 * `couponIds`: the buyer's coupons — seats reserved for one of them answer AVAILABLE (else COUPON_BLOCK).
 */
export async function getSeatsStatus(
  eventId: string,
  sectorIds: readonly string[],
  guid: string | null,
  signal?: AbortSignal,
  couponIds: readonly string[] = [],
): Promise<SeatsStatus> {
  try {
    return await apiRequest<SeatsStatus>(`/event/${encodeURIComponent(eventId)}/getSeatsStatus`, {
      query: {
        sectorIds: sectorIds.join(','),
        guid,
        couponIds: couponIds.length > 0 ? couponIds.join(',') : null,
      },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return EMPTY;
  }
}

/**
 * Refreshed every 10 s while the seats are on screen (spec 2 §4); the interval stops in background tabs.
 * When the key changes within the same event (the first add creates the basket, a sector opens, a coupon
 * is applied) the last known states stay on screen until the new answer comes: without that every seat
 * turned `loading` — unclickable — for a round trip right after the first seat was added.
 */
export const seatsStatusQuery = (
  eventId: string,
  sectorIds: readonly string[],
  guid: string | null,
  couponIds: readonly string[] = [],
) =>
  queryOptions({
    queryKey: [...ticketingKeys.seatsStatus(eventId, sectorIds, guid), couponIds.join(',')],
    queryFn: ({ signal }) => getSeatsStatus(eventId, sectorIds, guid, signal, couponIds),
    enabled: sectorIds.length > 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === eventId ? previous : undefined,
    refetchInterval: TICKETING.seatRefreshMs,
  });
