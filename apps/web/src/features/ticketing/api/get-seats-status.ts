import { type SeatsStatus, TICKETING } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

const EMPTY: SeatsStatus = { ServerUtcTime: '', Sectors: [] };

/** GET /event/{id}/getSeatsStatus: seat id → state per sector; spec 2 §7: a failure gives an empty result. */
export async function getSeatsStatus(
  eventId: string,
  sectorIds: readonly string[],
  guid: string | null,
  signal?: AbortSignal,
): Promise<SeatsStatus> {
  try {
    return await apiRequest<SeatsStatus>(`/event/${encodeURIComponent(eventId)}/getSeatsStatus`, {
      query: { sectorIds: sectorIds.join(','), guid },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return EMPTY;
  }
}

/** Refreshed every 10 s while the seats are on screen (spec 2 §4); the interval stops in background tabs. */
export const seatsStatusQuery = (eventId: string, sectorIds: readonly string[], guid: string | null) =>
  queryOptions({
    queryKey: ticketingKeys.seatsStatus(eventId, sectorIds, guid),
    queryFn: ({ signal }) => getSeatsStatus(eventId, sectorIds, guid, signal),
    enabled: sectorIds.length > 0,
    refetchInterval: TICKETING.seatRefreshMs,
  });
