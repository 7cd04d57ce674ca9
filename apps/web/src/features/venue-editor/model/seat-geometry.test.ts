import { describe, expect, it } from 'vitest';
import type { DraftRow, DraftSector } from './draft';
import { defaultSectorFields } from './draft';
import { rectangleFromCorners } from './geometry';
import { blockOrigin } from './seat-block';
import { SeatGrid, seatPathsByCategory, seatsInBox } from './seat-geometry';

const seat = (key: string, X: number, Y: number, category = 'A', taken = false) => ({
  key,
  Name: key,
  X,
  Y,
  Radius: 10,
  TicketCategoryId: category,
  IsAccessible: false,
  IsTaken: taken,
});
const rows: DraftRow[] = [
  {
    key: 'r1',
    Name: '1',
    Seats: [seat('a', 100, 100), seat('b', 125, 100, 'B'), seat('c', 150, 100, 'A', true)],
  },
];

describe('seats on the canvas', () => {
  it('one path per category, sold seats crossed on top', () => {
    const { byCategory, taken } = seatPathsByCategory(rows);
    expect([...byCategory.keys()]).toEqual(['A', 'B']);
    expect(byCategory.get('A')?.match(/M/g)).toHaveLength(2);
    expect(taken).toContain('M145 95');
  });

  it('a click finds the seat under it (the nearest when circles touch), else nothing', () => {
    const grid = new SeatGrid(rows[0]?.Seats.map((s) => ({ key: s.key, x: s.X, y: s.Y, r: s.Radius })) ?? []);
    expect(grid.at(103, 98)?.key).toBe('a');
    expect(grid.at(116, 100)?.key).toBe('b');
    expect(grid.at(112.5, 100)).toBeNull();
    expect(grid.at(100, 140)).toBeNull();
  });

  it('a box selects the seats whose centre is inside', () => {
    expect(seatsInBox(rows, { x: 90, y: 90, w: 40, h: 20 })).toEqual(['a', 'b']);
  });

  it('a new block is centred in the outline, and goes below seats already there', () => {
    const sector: DraftSector = {
      key: 's',
      _id: null,
      fields: defaultSectorFields('SeatingSector', 'S', 'sector-1'),
      outline: { kind: 'polygon', points: rectangleFromCorners({ X: 0, Y: 0 }, { X: 1000, Y: 500 }) },
      rows: [],
      GateIds: [],
      fieldsDirty: true,
      rowsDirty: false,
      gatesDirty: false,
      switchesDirty: false,
    };
    const block = { seatsPerRow: 11, seatSpacing: 30, rowSpacing: 34, radius: 11 };
    expect(blockOrigin(sector, block)).toEqual({ X: 350, Y: 22 });
    expect(blockOrigin({ ...sector, rows }, block)).toEqual({ X: 350, Y: 144 });
  });
});
