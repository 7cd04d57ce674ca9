import { DEFAULT_SEAT_RADIUS, generateSeatBlock, type SeatBlockOptions } from '@marquee/contract';
import type { DraftSector } from './draft';
import { boundsOf, pointInPolygon } from './geometry';

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

/** A generated block fitted into its sector: the options to generate with, and how it went. */
export interface FittedBlock {
  options: SeatBlockOptions;
  /** 1 when the block fitted as asked; below 1 when spacing, curve and seat size were shrunk to fit. */
  scale: number;
  /** False when even shrunk the seats would be too small to tap (under 2 units): generate fewer. */
  fits: boolean;
  /** Seats whose centre lies outside the outline (a slanted or L-shaped polygon around a straight block). */
  outside: number;
}

/** Seats smaller than this (radius, in layout units) are not worth generating. */
const MIN_SEAT_RADIUS = 2;
const down1 = (value: number) => Math.floor(value * 10) / 10;

/** The box the seat circles of `rows` cover. */
function seatBox(rows: ReturnType<typeof generateSeatBlock>) {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const row of rows)
    for (const seat of row.Seats) {
      const r = seat.Radius ?? 0;
      minX = Math.min(minX, seat.CenterPosition.X - r);
      minY = Math.min(minY, seat.CenterPosition.Y - r);
      maxX = Math.max(maxX, seat.CenterPosition.X + r);
      maxY = Math.max(maxY, seat.CenterPosition.Y + r);
    }
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

/**
 * Fits a seat block into the sector's drawn outline (issue 15 row 15: the default 10 × 20 block spilled out
 * of a freshly drawn sector and showed so on the public seat map). The block goes below the seats already
 * there, centred across the outline; when it is larger than the room left, spacing, curve and seat size
 * shrink together (the block keeps its shape). A sector drawn as a shape we cannot measure keeps the
 * block as asked.
 */
export function fitSeatBlock(sector: DraftSector, asked: SeatBlockOptions): FittedBlock {
  const polygon = sector.outline?.kind === 'polygon' ? sector.outline.points : null;
  const bounds = polygon ? boundsOf(polygon) : null;
  if (!polygon || !bounds || bounds.w <= 0 || bounds.h <= 0) {
    const origin = blockOrigin(sector, {
      seatsPerRow: asked.seatsPerRow,
      seatSpacing: asked.seatSpacing,
      rowSpacing: asked.rowSpacing,
      radius: asked.radius ?? DEFAULT_SEAT_RADIUS,
    });
    return { options: { ...asked, origin }, scale: 1, fits: true, outside: 0 };
  }
  const pad = Math.max(4, Math.min(bounds.w, bounds.h) * 0.03);
  const seats = sector.rows.flatMap((row) => row.Seats);
  const lowest = seats.reduce((max, seat) => Math.max(max, seat.Y + seat.Radius), Number.NEGATIVE_INFINITY);
  const top = Math.max(bounds.y + pad, seats.length > 0 ? lowest + pad : Number.NEGATIVE_INFINITY);
  const room = { x: bounds.x + pad, y: top, w: bounds.w - 2 * pad, h: bounds.y + bounds.h - pad - top };
  const radius = asked.radius ?? DEFAULT_SEAT_RADIUS;
  const raw = seatBox(generateSeatBlock({ ...asked, origin: { X: 0, Y: 0 } }));
  const scale =
    room.w <= 0 || room.h <= 0
      ? 0
      : Math.min(1, room.w / Math.max(raw.w, 1e-9), room.h / Math.max(raw.h, 1e-9));
  const shrink = (value: number) => (scale < 1 ? down1(value * scale) : value);
  const sized: SeatBlockOptions = {
    ...asked,
    seatSpacing: shrink(asked.seatSpacing),
    rowSpacing: shrink(asked.rowSpacing),
    curveRadius: shrink(asked.curveRadius ?? 0),
    radius: shrink(radius),
  };
  const box = seatBox(generateSeatBlock({ ...sized, origin: { X: 0, Y: 0 } }));
  const origin = { X: room.x + (room.w - box.w) / 2 - box.x, Y: room.y - box.y };
  const options = {
    ...sized,
    origin: { X: Math.round(origin.X * 10) / 10, Y: Math.round(origin.Y * 10) / 10 },
  };
  const outside = generateSeatBlock(options)
    .flatMap((row) => row.Seats)
    .filter(
      (seat) => !pointInPolygon({ X: seat.CenterPosition.X, Y: seat.CenterPosition.Y }, polygon),
    ).length;
  return { options, scale, fits: scale > 0 && (sized.radius ?? 0) >= MIN_SEAT_RADIUS, outside };
}
