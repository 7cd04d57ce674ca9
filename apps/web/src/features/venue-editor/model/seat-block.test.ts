import { generateSeatBlock, type SeatBlockOptions } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { type DraftRow, type DraftSector, defaultSectorFields } from './draft';
import { type Point, pointInPolygon, rectangleFromCorners } from './geometry';
import { fitSeatBlock } from './seat-block';

function sectorOf(points: Point[], rows: DraftRow[] = []): DraftSector {
  return {
    key: 's',
    _id: null,
    fields: defaultSectorFields('SeatingSector', 'S', 'sector-1'),
    outline: { kind: 'polygon', points },
    rows,
    GateIds: [],
    fieldsDirty: true,
    rowsDirty: false,
    gatesDirty: false,
    switchesDirty: false,
  };
}

/** The seat block form's defaults (SeatBlockForm): 10 rows of 20, spacing 30 × 34, seats of radius 11. */
const DEFAULT_BLOCK: SeatBlockOptions = {
  rows: 10,
  seatsPerRow: 20,
  origin: { X: 0, Y: 0 },
  seatSpacing: 30,
  rowSpacing: 34,
  curveRadius: 0,
  radius: 11,
  ticketCategoryKey: 'A',
};

/** Whether every seat circle of the generated block lies inside the outline (all four extreme points). */
function allInside(options: SeatBlockOptions, outline: Point[]): boolean {
  return generateSeatBlock(options)
    .flatMap((row) => row.Seats)
    .every((seat) => {
      const { X, Y } = seat.CenterPosition;
      const r = seat.Radius ?? 0;
      return [
        { X: X - r, Y },
        { X: X + r, Y },
        { X, Y: Y - r },
        { X, Y: Y + r },
      ].every((point) => pointInPolygon(point, outline));
    });
}

describe('a generated seat block fits the drawn sector (issue 15 row 15)', () => {
  it('the default 10 × 20 block shrinks into a freshly drawn 400 × 250 sector instead of spilling out', () => {
    const outline = rectangleFromCorners({ X: 300, Y: 200 }, { X: 700, Y: 450 });
    // As the form generated it before: 590 wide at spacing 30, in a 400-wide sector.
    expect(allInside({ ...DEFAULT_BLOCK, origin: { X: 215, Y: 222 } }, outline)).toBe(false);

    const fitted = fitSeatBlock(sectorOf(outline), DEFAULT_BLOCK);
    expect(fitted.fits).toBe(true);
    expect(fitted.scale).toBeLessThan(1);
    expect(fitted.outside).toBe(0);
    expect(allInside(fitted.options, outline)).toBe(true);
    // Still 200 seats, same shape: spacing and seat size shrank together.
    expect(generateSeatBlock(fitted.options).flatMap((row) => row.Seats)).toHaveLength(200);
    expect((fitted.options.rowSpacing / fitted.options.seatSpacing).toFixed(1)).toBe((34 / 30).toFixed(1));
  });

  it('a block that fits is kept as asked, centred across the sector', () => {
    const outline = rectangleFromCorners({ X: 0, Y: 0 }, { X: 1000, Y: 500 });
    const fitted = fitSeatBlock(sectorOf(outline), { ...DEFAULT_BLOCK, rows: 5, seatsPerRow: 10 });
    expect(fitted.scale).toBe(1);
    expect(fitted.options).toMatchObject({ seatSpacing: 30, rowSpacing: 34, radius: 11 });
    const seats = generateSeatBlock(fitted.options).flatMap((row) => row.Seats);
    const xs = seats.map((seat) => seat.CenterPosition.X);
    expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(1000, 0);
    expect(allInside(fitted.options, outline)).toBe(true);
  });

  it('a second block goes below the seats already there and still fits', () => {
    const outline = rectangleFromCorners({ X: 0, Y: 0 }, { X: 600, Y: 400 });
    const first = fitSeatBlock(sectorOf(outline), { ...DEFAULT_BLOCK, rows: 4 });
    const rows: DraftRow[] = generateSeatBlock(first.options).map((row, r) => ({
      key: `r${r}`,
      Name: row.Name,
      Seats: row.Seats.map((seat, s) => ({
        key: `${r}-${s}`,
        Name: seat.Name,
        X: seat.CenterPosition.X,
        Y: seat.CenterPosition.Y,
        Radius: seat.Radius ?? 11,
        TicketCategoryId: 'A',
        IsAccessible: false,
        IsTaken: false,
      })),
    }));
    const lowest = Math.max(...rows.flatMap((row) => row.Seats.map((seat) => seat.Y + seat.Radius)));
    const second = fitSeatBlock(sectorOf(outline, rows), DEFAULT_BLOCK);
    const top = Math.min(
      ...generateSeatBlock(second.options).flatMap((row) =>
        row.Seats.map((seat) => seat.CenterPosition.Y - (seat.Radius ?? 0)),
      ),
    );
    expect(top).toBeGreaterThan(lowest);
    expect(allInside(second.options, outline)).toBe(true);
  });

  it('curved rows fit too', () => {
    const outline = rectangleFromCorners({ X: 0, Y: 0 }, { X: 500, Y: 300 });
    const fitted = fitSeatBlock(sectorOf(outline), { ...DEFAULT_BLOCK, curveRadius: 200 });
    expect(allInside(fitted.options, outline)).toBe(true);
  });

  it('says so when seats would lie outside a slanted outline, or be too small to tap', () => {
    const triangle = [
      { X: 0, Y: 0 },
      { X: 600, Y: 0 },
      { X: 0, Y: 400 },
    ];
    expect(fitSeatBlock(sectorOf(triangle), DEFAULT_BLOCK).outside).toBeGreaterThan(0);
    const tiny = rectangleFromCorners({ X: 0, Y: 0 }, { X: 40, Y: 30 });
    expect(fitSeatBlock(sectorOf(tiny), DEFAULT_BLOCK).fits).toBe(false);
  });
});
