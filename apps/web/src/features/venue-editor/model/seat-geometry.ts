import type { DraftRow } from './draft';
import { type Box, inBox } from './geometry';

/**
 * Seats drawn as one <path> per ticket category (a 1,500-seat sector is one or two DOM nodes, the 15,000-seat
 * arena a few dozen), and found by a click through a grid index instead of per-seat elements.
 */
const n = (value: number) => Math.round(value * 10) / 10;
export const circlePath = (x: number, y: number, r: number) =>
  `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;

export interface SeatRef {
  key: string;
  x: number;
  y: number;
  r: number;
}

/** Path data by ticket category key, plus the sold/held seats (drawn crossed). */
export function seatPathsByCategory(rows: readonly DraftRow[]): {
  byCategory: Map<string, string>;
  taken: string;
} {
  const parts = new Map<string, string[]>();
  const taken: string[] = [];
  for (const row of rows)
    for (const seat of row.Seats) {
      const d = circlePath(seat.X, seat.Y, seat.Radius);
      const list = parts.get(seat.TicketCategoryId);
      if (list) list.push(d);
      else parts.set(seat.TicketCategoryId, [d]);
      if (seat.IsTaken) {
        const c = seat.Radius * 0.5;
        taken.push(
          `M${n(seat.X - c)} ${n(seat.Y - c)}l${n(2 * c)} ${n(2 * c)}M${n(seat.X + c)} ${n(seat.Y - c)}l${n(-2 * c)} ${n(2 * c)}`,
        );
      }
    }
  return {
    byCategory: new Map([...parts].map(([key, list]) => [key, list.join('')])),
    taken: taken.join(''),
  };
}

/** A uniform grid over seats: a click looks at its own cell and the 8 around it. */
export class SeatGrid {
  private readonly cells = new Map<string, SeatRef[]>();
  private readonly size: number;

  constructor(seats: readonly SeatRef[]) {
    this.size = Math.max(4, seats.reduce((max, seat) => Math.max(max, seat.r), 1) * 4);
    for (const seat of seats) {
      const key = `${Math.floor(seat.x / this.size)}:${Math.floor(seat.y / this.size)}`;
      const list = this.cells.get(key);
      if (list) list.push(seat);
      else this.cells.set(key, [seat]);
    }
  }

  /** The seat under the point (the nearest when circles touch), or null. */
  at(x: number, y: number): SeatRef | null {
    const cx = Math.floor(x / this.size);
    const cy = Math.floor(y / this.size);
    let best: SeatRef | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const seat of this.cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const distance = Math.hypot(seat.x - x, seat.y - y);
          if (distance <= seat.r && distance < bestDistance) {
            best = seat;
            bestDistance = distance;
          }
        }
    return best;
  }
}

/** Keys of the seats whose centre lies in the box (box selection). */
export function seatsInBox(rows: readonly DraftRow[], box: Box): string[] {
  const keys: string[] = [];
  for (const row of rows)
    for (const seat of row.Seats) if (inBox({ X: seat.X, Y: seat.Y }, box)) keys.push(seat.key);
  return keys;
}
