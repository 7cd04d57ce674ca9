import type { DraftSector } from './draft';
import { boundsOf } from './geometry';

/**
 * Where a generated block's first seat goes: the block is centred horizontally in the sector's outline
 * and starts below the sector's existing seats (or at the outline's top), so a new block never lands on
 * seats already there.
 */
export function blockOrigin(
  sector: DraftSector,
  block: { seatsPerRow: number; seatSpacing: number; rowSpacing: number; radius: number },
): { X: number; Y: number } {
  const outline = sector.outline?.kind === 'polygon' ? boundsOf(sector.outline.points) : null;
  const width = (block.seatsPerRow - 1) * block.seatSpacing;
  const seats = sector.rows.flatMap((row) => row.Seats);
  const lowest = seats.reduce((max, seat) => Math.max(max, seat.Y + seat.Radius), Number.NEGATIVE_INFINITY);
  const left = outline ? outline.x + outline.w / 2 - width / 2 : 100;
  const top = seats.length > 0 ? lowest + block.rowSpacing : outline ? outline.y + block.radius * 2 : 100;
  return { X: Math.round(left), Y: Math.round(top) };
}
