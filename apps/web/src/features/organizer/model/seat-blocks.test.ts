import type { Layout, SeatsStatus } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { type BlockSeat, blockStates, rangeBetween, seatsInRect } from './seat-blocks';

const seat = (id: string, x: number, y: number): BlockSeat => ({
  id,
  name: id,
  rowId: 'r',
  rowName: '1',
  sectorId: 's',
  sectorName: 'S',
  x,
  y,
  r: 5,
  categoryId: 'A',
});

describe('seat-block selection helpers', () => {
  it('rangeBetween takes both ends in either order, or just the seat without an anchor', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(rangeBetween(order, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rangeBetween(order, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(rangeBetween(order, null, 'c')).toEqual(['c']);
    expect(rangeBetween(order, 'a', 'zz')).toEqual([]);
  });

  it('seatsInRect keeps the seats whose centre is inside, whichever way the box was dragged', () => {
    const seats = [seat('a', 10, 10), seat('b', 50, 10), seat('c', 90, 90)];
    expect(seatsInRect(seats, { x: 0, y: 0, w: 60, h: 20 }).map((s) => s.id)).toEqual(['a', 'b']);
    expect(seatsInRect(seats, { x: 60, y: 20, w: -60, h: -20 }).map((s) => s.id)).toEqual(['a', 'b']);
  });
});

describe('blockStates', () => {
  const layout = {
    Sectors: [
      {
        _id: 'sec',
        Type: 'SeatingSector',
        Rows: [
          {
            _id: 'r1',
            Name: '1',
            Seats: ['x', 'y', 'z', 'w'].map((id) => ({ _id: id, IsTaken: id === 'w' })),
          },
        ],
      },
    ],
  } as unknown as Layout;
  const status = (selling: boolean): SeatsStatus => ({
    ServerUtcTime: '',
    Sectors: [
      {
        SectorId: 'sec',
        IsSellingEnabled: selling,
        Seats: { x: 'AVAILABLE', y: 'BLOCKED', z: 'RESERVED', w: 'AVAILABLE' },
        CouponSeats: {},
      },
    ],
  });

  it('reads BLOCKED as a block where the sector sells; sold or held seats (and IsTaken) are taken', () => {
    const { stateOf, unknownSectorIds } = blockStates(layout, status(true), null);
    expect(['x', 'y', 'z', 'w'].map(stateOf)).toEqual(['free', 'blocked', 'taken', 'taken']);
    expect(unknownSectorIds.size).toBe(0);
  });

  it('does not trust BLOCKED in a sector that is not selling, until a block answer lists the blocks', () => {
    const unknown = blockStates(layout, status(false), null);
    expect(unknown.stateOf('y')).toBe('free');
    expect([...unknown.unknownSectorIds]).toEqual(['sec']);
    const known = blockStates(layout, status(false), new Set(['x']));
    expect(['x', 'y'].map(known.stateOf)).toEqual(['blocked', 'free']);
    expect(known.unknownSectorIds.size).toBe(0);
  });
});
