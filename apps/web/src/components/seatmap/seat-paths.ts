import type { Row, SeatState } from '@marquee/contract';

/**
 * Seats are drawn as a handful of <path> elements, one per look (available per category, yours, taken,
 * blocked, unavailable, loading) plus one symbol path per state: a 16,000-seat arena stays a few dozen
 * DOM nodes, and a status refresh rebuilds strings instead of diffing thousands of elements. Clicks find
 * their seat through a grid index.
 */
export interface PlacedSeat {
  id: string;
  name: string;
  rowName: string;
  x: number;
  y: number;
  r: number;
  categoryId: string;
}

export type SeatLook =
  | 'available'
  | 'mine'
  | 'taken'
  | 'blocked'
  | 'coupon'
  | 'unavailable'
  | 'loading'
  | 'hidden';

/** Spec §3 seat states → how they look. State never shows by colour alone: each look has its own symbol. */
export function seatLook(state: SeatState): SeatLook {
  switch (state) {
    case 'AVAILABLE':
      return 'available';
    case 'RESERVED_ME':
      return 'mine';
    case 'SOLD':
    case 'RESERVED':
      return 'taken';
    case 'BLOCKED':
    case 'BLOCKED_ALL':
      return 'blocked';
    // Reserved for a promo code the buyer has not entered (with it, the server answers AVAILABLE).
    case 'COUPON_BLOCK':
    case 'COUPON_BLOCK_ALL':
      return 'coupon';
    case 'UNAVAILABLE':
      return 'unavailable';
    case 'loading':
      return 'loading';
    default:
      return 'hidden';
  }
}

export function placeSeats(rows: readonly Row[]): PlacedSeat[] {
  const seats: PlacedSeat[] = [];
  for (const row of rows) {
    if (row.IsDeleted) continue;
    for (const seat of row.Seats) {
      if (seat.IsDeleted) continue;
      seats.push({
        id: seat._id,
        name: seat.Name,
        rowName: row.Name,
        x: seat.CenterPosition.X,
        y: seat.CenterPosition.Y,
        r: seat.Radius,
        categoryId: seat.TicketCategoryId,
      });
    }
  }
  return seats;
}

const n = (value: number) => Math.round(value * 10) / 10;
const circle = (s: PlacedSeat) =>
  `M${n(s.x - s.r)} ${n(s.y)}a${n(s.r)} ${n(s.r)} 0 1 0 ${n(2 * s.r)} 0a${n(s.r)} ${n(s.r)} 0 1 0 ${n(-2 * s.r)} 0`;
const cross = (s: PlacedSeat) => {
  const d = n(s.r * 0.5);
  return `M${n(s.x - d)} ${n(s.y - d)}l${n(2 * d)} ${n(2 * d)}M${n(s.x + d)} ${n(s.y - d)}l${n(-2 * d)} ${n(2 * d)}`;
};
const slash = (s: PlacedSeat) => {
  const d = n(s.r * 0.55);
  return `M${n(s.x - d)} ${n(s.y + d)}l${n(2 * d)} ${n(-2 * d)}`;
};
/** A diamond: the promo-code (coupon) mark. */
const diamond = (s: PlacedSeat) => {
  const d = n(s.r * 0.55);
  return `M${n(s.x)} ${n(s.y - d)}l${d} ${d}l${-d} ${d}l${-d} ${-d}z`;
};
const check = (s: PlacedSeat) => {
  const d = s.r * 0.5;
  return `M${n(s.x - d)} ${n(s.y)}l${n(d * 0.7)} ${n(d * 0.7)}l${n(d * 1.3)} ${n(-d * 1.4)}`;
};

export interface SeatPaths {
  /** Fill paths of available seats by ticket category id. */
  available: Map<string, string>;
  mine: string;
  taken: string;
  blocked: string;
  coupon: string;
  unavailable: string;
  loading: string;
  /** Symbols drawn over the fills: ✓ yours, × taken, / blocked, ◇ reserved for a promo code. */
  mineSymbol: string;
  takenSymbol: string;
  blockedSymbol: string;
  couponSymbol: string;
}

export function buildSeatPaths(seats: readonly PlacedSeat[], stateOf: (id: string) => SeatState): SeatPaths {
  const available = new Map<string, string[]>();
  const parts = {
    mine: [] as string[],
    taken: [] as string[],
    blocked: [] as string[],
    coupon: [] as string[],
    unavailable: [] as string[],
    loading: [] as string[],
    mineSymbol: [] as string[],
    takenSymbol: [] as string[],
    blockedSymbol: [] as string[],
    couponSymbol: [] as string[],
  };
  for (const seat of seats) {
    const look = seatLook(stateOf(seat.id));
    if (look === 'hidden') continue;
    if (look === 'available') {
      const list = available.get(seat.categoryId);
      if (list) list.push(circle(seat));
      else available.set(seat.categoryId, [circle(seat)]);
      continue;
    }
    parts[look].push(circle(seat));
    if (look === 'mine') parts.mineSymbol.push(check(seat));
    if (look === 'taken') parts.takenSymbol.push(cross(seat));
    if (look === 'blocked') parts.blockedSymbol.push(slash(seat));
    if (look === 'coupon') parts.couponSymbol.push(diamond(seat));
  }
  return {
    available: new Map([...available].map(([key, list]) => [key, list.join('')])),
    mine: parts.mine.join(''),
    taken: parts.taken.join(''),
    blocked: parts.blocked.join(''),
    coupon: parts.coupon.join(''),
    unavailable: parts.unavailable.join(''),
    loading: parts.loading.join(''),
    mineSymbol: parts.mineSymbol.join(''),
    takenSymbol: parts.takenSymbol.join(''),
    blockedSymbol: parts.blockedSymbol.join(''),
    couponSymbol: parts.couponSymbol.join(''),
  };
}

/** A uniform grid over the seats: a click looks only at its own cell and the 8 around it. */
export class SeatIndex {
  private readonly cells = new Map<string, PlacedSeat[]>();
  private readonly cell: number;

  constructor(seats: readonly PlacedSeat[]) {
    const largest = seats.reduce((max, seat) => Math.max(max, seat.r), 1);
    this.cell = largest * 4;
    for (const seat of seats) {
      const key = this.key(Math.floor(seat.x / this.cell), Math.floor(seat.y / this.cell));
      const list = this.cells.get(key);
      if (list) list.push(seat);
      else this.cells.set(key, [seat]);
    }
  }

  private key(cx: number, cy: number) {
    return `${cx}:${cy}`;
  }

  /** The seat whose circle contains the point (the nearest if circles touch), or null. */
  at(x: number, y: number): PlacedSeat | null {
    const cx = Math.floor(x / this.cell);
    const cy = Math.floor(y / this.cell);
    let best: PlacedSeat | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const seat of this.cells.get(this.key(cx + dx, cy + dy)) ?? []) {
          const distance = Math.hypot(seat.x - x, seat.y - y);
          if (distance <= seat.r && distance < bestDistance) {
            best = seat;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }
}

/** The box around the seats (with a margin), for zooming into a sector. */
export function seatsBox(
  seats: readonly PlacedSeat[],
): { x: number; y: number; w: number; h: number } | null {
  if (seats.length === 0) return null;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const seat of seats) {
    minX = Math.min(minX, seat.x - seat.r);
    minY = Math.min(minY, seat.y - seat.r);
    maxX = Math.max(maxX, seat.x + seat.r);
    maxY = Math.max(maxY, seat.y + seat.r);
  }
  const margin = Math.max(maxX - minX, maxY - minY) * 0.08;
  return { x: minX - margin, y: minY - margin, w: maxX - minX + 2 * margin, h: maxY - minY + 2 * margin };
}
