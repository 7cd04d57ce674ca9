import type { AddToBasketResponse } from '@marquee/contract';
import type { AddQuery } from './add-standing';
import { sendHold } from './hold-request';

/** POST /ticketing/{eventId}/basket/{guid}/seat/{seatId}: holds one seat (410 when someone else has it). */
export function addSeat(args: {
  eventId: string;
  guid: string;
  seatId: string;
  query?: AddQuery;
}): Promise<AddToBasketResponse> {
  const path = `/ticketing/${encodeURIComponent(args.eventId)}/basket/${encodeURIComponent(args.guid)}/seat/${encodeURIComponent(args.seatId)}`;
  return sendHold(path, { ...args.query });
}
