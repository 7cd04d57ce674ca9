import { type SeatBlockResponse, SeatBlockResponseSchema, SeatBlocksSchema } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { organizerKeys } from './keys';

/** GET /event/{id}/seats/blocks (editors): every blocked seat of the event, fresh on every visit. */
export const seatBlocksQuery = (eventId: string) =>
  queryOptions({
    queryKey: organizerKeys.seatBlocks(eventId),
    queryFn: ({ signal }) =>
      apiRequest(`/event/${encodeURIComponent(eventId)}/seats/blocks`, { schema: SeatBlocksSchema, signal }),
    staleTime: 0,
  });

/** The API takes at most this many seats a call (SeatBlockBodySchema); bigger selections go in parts. */
export const SEAT_BLOCK_CHUNK = 5000;

/**
 * PUT /event/{id}/seats/block | unblock: keeps seats out of sale (state BLOCKED) or gives them back. The
 * answer lists every seat of the event blocked now (the last part's answer), and the just-blocked seats a
 * buyer still holds or bought (of every part).
 */
export async function putSeatBlocks(
  eventId: string,
  action: 'block' | 'unblock',
  seatIds: readonly string[],
): Promise<SeatBlockResponse> {
  let answer: SeatBlockResponse = { BlockedSeatIds: [], TakenSeatIds: [] };
  const taken: string[] = [];
  for (let start = 0; start < seatIds.length || start === 0; start += SEAT_BLOCK_CHUNK) {
    answer = await apiRequest(`/event/${encodeURIComponent(eventId)}/seats/${action}`, {
      method: 'PUT',
      body: { SeatIds: seatIds.slice(start, start + SEAT_BLOCK_CHUNK) },
      schema: SeatBlockResponseSchema,
    });
    taken.push(...answer.TakenSeatIds);
  }
  return { BlockedSeatIds: answer.BlockedSeatIds, TakenSeatIds: taken };
}
