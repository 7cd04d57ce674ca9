import type { AddToBasketResponse } from '@marquee/contract';
import { sendHold } from './hold-request';

/** Spec 2 §7 query of both add calls. */
export interface AddQuery {
  CouponId?: string;
  /** Donation: entered amount minus the general admission price. */
  extraAmount?: number;
  userId?: string;
}

/** POST /ticketing/{eventId}/basket/{guid}/standing/{sectorId}/{count}: standing, virtual or merchandise. */
export function addStanding(args: {
  eventId: string;
  guid: string;
  sectorId: string;
  count: number;
  query?: AddQuery;
}): Promise<AddToBasketResponse> {
  const path = `/ticketing/${encodeURIComponent(args.eventId)}/basket/${encodeURIComponent(args.guid)}/standing/${encodeURIComponent(args.sectorId)}/${args.count}`;
  return sendHold(path, { ...args.query });
}
