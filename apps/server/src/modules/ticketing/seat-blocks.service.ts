import type { SeatBlockResponse, SeatBlocks } from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as repo from './seat-blocks.repository';

/**
 * The organizer's seat blocks (technicians, press, a camera): blocked seats show BLOCKED and can never be
 * held. A seat a buyer holds or bought when it is blocked stays theirs (nobody loses a seat mid-purchase);
 * once the hold ends nobody can take it. The caller's right to the event is checked by the route.
 */
export function createSeatBlocksService(db: Db) {
  /** SEAT_NOT_IN_EVENT unless every id is a seat of the event's layout (nothing is written then). */
  async function lockAll(tx: DbOrTx, eventId: string, seatIds: string[]) {
    const found = await repo.lockEventSeats(tx, eventId, seatIds);
    if (found.length !== seatIds.length)
      throw new AppError('SEAT_NOT_IN_EVENT', 'Some of these seats are not part of the event.');
  }

  return {
    /** Every blocked seat of the event (whether or not a buyer still holds it). */
    async list(eventId: string): Promise<SeatBlocks> {
      return { BlockedSeatIds: await repo.listBlockedSeatIds(db, eventId) };
    },

    /** Blocks the seats; throws SEAT_NOT_IN_EVENT. */
    async block(eventId: string, seatIds: string[], userId: string): Promise<SeatBlockResponse> {
      const ids = [...new Set(seatIds)];
      return db.transaction(async (tx) => {
        await lockAll(tx, eventId, ids);
        await repo.insertBlocks(tx, eventId, ids, userId);
        return {
          BlockedSeatIds: await repo.listBlockedSeatIds(tx, eventId),
          TakenSeatIds: await repo.takenSeatIds(tx, eventId, ids),
        };
      });
    },

    /** Unblocks the seats (unblocking a free seat changes nothing); throws SEAT_NOT_IN_EVENT. */
    async unblock(eventId: string, seatIds: string[]): Promise<SeatBlockResponse> {
      const ids = [...new Set(seatIds)];
      return db.transaction(async (tx) => {
        await lockAll(tx, eventId, ids);
        await repo.deleteBlocks(tx, eventId, ids);
        return { BlockedSeatIds: await repo.listBlockedSeatIds(tx, eventId), TakenSeatIds: [] };
      });
    },
  };
}
