import type { Layout, SeatState, SeatsStatus } from '@marquee/contract';
import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../../lib/api/errors';

/** How the block screen sees a seat: free to block, blocked (free to unblock), or a buyer's (untouchable). */
export type BlockSeatState = 'free' | 'blocked' | 'taken';

export interface BlockSeat {
  id: string;
  name: string;
  rowId: string;
  rowName: string;
  sectorId: string;
  sectorName: string;
  x: number;
  y: number;
  r: number;
  categoryId: string;
}

/** Every seat of the layout's seating sectors, in sector, row and seat order (the shift-click order). */
export function layoutSeats(layout: Layout): BlockSeat[] {
  return [...layout.Sectors]
    .filter((sector) => sector.Type === 'SeatingSector')
    .sort((a, b) => a.Order - b.Order)
    .flatMap((sector) =>
      sector.Rows.flatMap((row) =>
        row.Seats.map((seat) => ({
          id: seat._id,
          name: seat.Name,
          rowId: row._id,
          rowName: row.Name,
          sectorId: sector._id,
          sectorName: sector.Name,
          x: seat.CenterPosition.X,
          y: seat.CenterPosition.Y,
          r: seat.Radius,
          categoryId: seat.TicketCategoryId,
        })),
      ),
    );
}

const TAKEN: readonly SeatState[] = ['SOLD', 'RESERVED', 'RESERVED_ME'];

export interface BlockStates {
  stateOf: (seatId: string) => BlockSeatState;
  /**
   * Sectors whose earlier blocks cannot be read: the public seat states say BLOCKED for every seat of a
   * sector that is not selling (sale not open, a draft, a wave waiting), so a block is known there only
   * once this screen blocked or unblocked something (the answer lists every blocked seat of the event).
   */
  unknownSectorIds: ReadonlySet<string>;
}

/**
 * The seats' states from the layout (IsTaken: sold or held), the live seat states, and — once known — the
 * event's whole list of blocked seats from the last block or unblock answer (which wins).
 */
export function blockStates(
  layout: Layout,
  status: SeatsStatus | undefined,
  blockedIds: ReadonlySet<string> | null,
): BlockStates {
  const states = new Map<string, BlockSeatState>();
  const unknown = new Set<string>();
  for (const sector of layout.Sectors) {
    if (sector.Type !== 'SeatingSector') continue;
    const live = status?.Sectors.find((entry) => entry.SectorId === sector._id);
    const readable = live?.IsSellingEnabled === true;
    if (!blockedIds && !readable) unknown.add(sector._id);
    for (const row of sector.Rows) {
      for (const seat of row.Seats) {
        const state = live?.Seats[seat._id];
        let look: BlockSeatState = 'free';
        if (seat.IsTaken || (state && TAKEN.includes(state))) look = 'taken';
        else if (blockedIds ? blockedIds.has(seat._id) : readable && state === 'BLOCKED') look = 'blocked';
        states.set(seat._id, look);
      }
    }
  }
  return { stateOf: (seatId) => states.get(seatId) ?? 'taken', unknownSectorIds: unknown };
}

/** The ids from `from` to `to` (either order, both included) in `order`; just `to` when `from` is unknown. */
export function rangeBetween(order: readonly string[], from: string | null, to: string): string[] {
  const end = order.indexOf(to);
  const start = from === null ? -1 : order.indexOf(from);
  if (end < 0) return [];
  if (start < 0) return [to];
  return order.slice(Math.min(start, end), Math.max(start, end) + 1);
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The seats whose centre lies in the rectangle (drawing units; w and h may be negative while dragging). */
export function seatsInRect(seats: readonly BlockSeat[], rect: Rect): BlockSeat[] {
  const left = Math.min(rect.x, rect.x + rect.w);
  const right = Math.max(rect.x, rect.x + rect.w);
  const top = Math.min(rect.y, rect.y + rect.h);
  const bottom = Math.max(rect.y, rect.y + rect.h);
  return seats.filter((seat) => seat.x >= left && seat.x <= right && seat.y >= top && seat.y <= bottom);
}

/** Server codes of the block calls with their own text (the rest read as the default error). */
const ERROR_KEYS: Record<string, string> = {
  SEAT_NOT_IN_EVENT: 'ORGANIZER.SEAT_BLOCKS.ERRORS.SEAT_NOT_IN_EVENT',
  FORBIDDEN: 'ORGANIZER.ERRORS.FORBIDDEN',
  NOT_FOUND: 'ORGANIZER.SEAT_BLOCKS.ERRORS.NOT_FOUND',
  UNAUTHORIZED: 'ORGANIZER.SEAT_BLOCKS.ERRORS.SIGNED_OUT',
  VALIDATION_FAILED: 'ORGANIZER.SEAT_BLOCKS.ERRORS.INVALID',
  BAD_REQUEST: 'ORGANIZER.SEAT_BLOCKS.ERRORS.INVALID',
  NETWORK_ERROR: 'ORGANIZER.SEAT_BLOCKS.ERRORS.NETWORK',
};

/** The text of a failed block or unblock, from the API's `{ Code, Message }`. */
export function blockErrorMessage(t: TFunction, error: unknown): string {
  const key = isApiRequestError(error) ? ERROR_KEYS[error.Code] : undefined;
  return key ? t(key) : t('DEFAULT_ERROR.MESSAGE');
}
