import type { Row, SeatState } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { buildSeatPaths, placeSeats, SeatIndex, seatLook, seatsBox } from './seat-paths';
import { parseVenueSvg } from './venue-svg';

function arena(rows: number, perRow: number): Row[] {
  return Array.from({ length: rows }, (_, r) => ({
    _id: `r${r}`,
    Name: String(r + 1),
    IsDeleted: false,
    Seats: Array.from({ length: perRow }, (_, s) => ({
      _id: `r${r}s${s}`,
      Name: String(s + 1),
      CenterPosition: { X: 10 + s * 25, Y: 10 + r * 25 },
      Radius: 10,
      TicketCategoryId: r < 2 ? 'A' : 'B',
      IsDeleted: false,
      IsAccessible: false,
    })),
  }));
}

describe('seat drawing', () => {
  const rows = arena(4, 5);
  rows[0]?.Seats.push({ ...(rows[0].Seats[0] as Row['Seats'][number]), _id: 'gone', IsDeleted: true });
  const seats = placeSeats(rows);

  it('leaves out deleted seats and rows', () => {
    expect(seats).toHaveLength(20);
    expect(placeSeats([{ ...(rows[1] as Row), IsDeleted: true }])).toHaveLength(0);
  });

  it('groups available seats by category and gives other states their own symbol', () => {
    const states: Record<string, SeatState> = {
      r0s0: 'RESERVED_ME',
      r0s1: 'SOLD',
      r0s2: 'BLOCKED',
      r0s3: 'HIDDEN',
    };
    const paths = buildSeatPaths(seats, (id) => states[id] ?? 'AVAILABLE');
    expect([...paths.available.keys()].sort()).toEqual(['A', 'B']);
    expect(paths.mine).not.toBe('');
    expect(paths.mineSymbol).not.toBe('');
    expect(paths.takenSymbol).not.toBe('');
    expect(paths.blockedSymbol).not.toBe('');
    // Hidden seats are not drawn at all: 20 seats − 4 special = 16 available circles (2 arcs each).
    const arcs = [...paths.available.values()].join('').match(/a/g)?.length ?? 0;
    expect(arcs).toBe(32);
    expect(seatLook('HIDDEN_ALL')).toBe('hidden');
    expect(seatLook('UNAVAILABLE_HIDDEN')).toBe('hidden');
  });

  it('draws organizer-blocked and promo-code-reserved seats apart, each with its own symbol', () => {
    const states: Record<string, SeatState> = { r0s0: 'BLOCKED', r0s1: 'BLOCKED_ALL', r0s2: 'COUPON_BLOCK' };
    const paths = buildSeatPaths(seats, (id) => states[id] ?? 'AVAILABLE');
    const circles = (d: string) => (d.match(/a/g)?.length ?? 0) / 2;
    expect(circles(paths.blocked)).toBe(2);
    expect(circles(paths.coupon)).toBe(1);
    expect(paths.blockedSymbol.match(/M/g)).toHaveLength(2);
    expect(paths.couponSymbol.match(/z/g)).toHaveLength(1);
    expect(seatLook('COUPON_BLOCK_ALL')).toBe('coupon');
  });

  it('finds the seat under a point, and none between seats', () => {
    const index = new SeatIndex(seats);
    expect(index.at(35, 35)?.id).toBe('r1s1');
    expect(index.at(41, 35)?.id).toBe('r1s1');
    expect(index.at(47.5, 47.5)).toBeNull();
    expect(seatsBox(seats)).toMatchObject({ x: expect.any(Number), w: expect.any(Number) });
  });

  it('draws and indexes the 16,138-seat arena quickly (a status refresh rebuilds the paths)', () => {
    const big = placeSeats(arena(142, 114)).slice(0, 16_138);
    expect(big).toHaveLength(16_138);
    const start = performance.now();
    const paths = buildSeatPaths(big, (id) => (id.endsWith('7') ? 'SOLD' : 'AVAILABLE'));
    const index = new SeatIndex(big);
    const elapsed = performance.now() - start;
    console.info(`16,138 seats: paths + index in ${elapsed.toFixed(1)} ms`);
    expect(paths.available.size).toBe(2);
    expect(index.at(10, 10)?.id).toBe('r0s0');
    expect(elapsed).toBeLessThan(500);
  });
});

describe('venue SVG', () => {
  it('copies only the geometry of sector outlines, never scripts or links', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
      <path id="floor" d="M0 0h50v50z" onclick="alert(1)" fill="url(javascript:alert(1))"/>
      <g id="balcony"><rect x="1" y="2" width="3" height="4" transform="translate(5 5)"/><script>alert(1)</script></g>
      <polygon id="evil" points="javascript:alert(1)"/>
    </svg>`;
    const parsed = parseVenueSvg(svg, ['floor', 'balcony', 'evil', 'missing']);
    expect(parsed.outlines.get('floor')).toEqual([
      { svgId: 'floor', tag: 'path', attributes: { d: 'M0 0h50v50z' } },
    ]);
    expect(parsed.outlines.get('balcony')).toEqual([
      {
        svgId: 'balcony',
        tag: 'rect',
        attributes: { x: '1', y: '2', width: '3', height: '4', transform: 'translate(5 5)' },
      },
    ]);
    expect(parsed.outlines.get('evil')).toEqual([{ svgId: 'evil', tag: 'polygon', attributes: {} }]);
    expect(parsed.outlines.has('missing')).toBe(false);
    expect(parsed.image.startsWith('data:image/svg+xml')).toBe(true);
  });
});
