import { describe, expect, it } from 'vitest';
import {
  categoryKeyUse,
  generateSeatBlock,
  type Layout,
  missingCategoryKeys,
  SectorRowsBodySchema,
  seatPlanProblems,
} from './venue-configuration';

const base = { origin: { X: 100, Y: 100 }, seatSpacing: 40, rowSpacing: 50, ticketCategoryKey: 'A' };

describe('generateSeatBlock', () => {
  it('straight rows: names, positions and the category key', () => {
    const rows = generateSeatBlock({ ...base, rows: 2, seatsPerRow: 3 });
    expect(rows.map((row) => row.Name)).toEqual(['1', '2']);
    expect(rows[1]?.Seats.map((seat) => [seat.Name, seat.CenterPosition])).toEqual([
      ['1', { X: 100, Y: 150 }],
      ['2', { X: 140, Y: 150 }],
      ['3', { X: 180, Y: 150 }],
    ]);
    expect(rows[0]?.Seats[0]).toMatchObject({ TicketCategoryId: 'A', Radius: 35 });
  });

  it('letters, right-to-left and odd/even numbering', () => {
    const letters = generateSeatBlock({ ...base, rows: 28, seatsPerRow: 1, rowNames: 'letters' });
    expect([letters[0]?.Name, letters[25]?.Name, letters[26]?.Name, letters[27]?.Name]).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
    ]);
    const rtl = generateSeatBlock({ ...base, rows: 1, seatsPerRow: 4, seatNumbering: 'rightToLeft' });
    expect(rtl[0]?.Seats.map((seat) => seat.Name)).toEqual(['4', '3', '2', '1']);
    const theatre = generateSeatBlock({ ...base, rows: 1, seatsPerRow: 6, seatNumbering: 'oddEven' });
    expect(theatre[0]?.Seats.map((seat) => seat.Name)).toEqual(['5', '3', '1', '2', '4', '6']);
  });

  it('curved rows keep the seat spacing along the arc and bend towards the stage', () => {
    const [row] = generateSeatBlock({ ...base, rows: 1, seatsPerRow: 5, curveRadius: 400 });
    const seats = row?.Seats.map((seat) => seat.CenterPosition) ?? [];
    // Symmetric around the middle seat, which sits at the origin row's height; the ends come forward.
    expect(seats[2]).toEqual({ X: 180, Y: 100 });
    expect(seats[0]?.Y).toBeLessThan(100);
    expect(seats[0]?.Y).toBeCloseTo(seats[4]?.Y ?? 0, 5);
    const first = seats[0] ?? { X: 0, Y: 0 };
    const second = seats[1] ?? { X: 0, Y: 0 };
    expect(Math.hypot(second.X - first.X, second.Y - first.Y)).toBeCloseTo(40, 0);
  });

  it('a generated 10 × 20 block is a valid plan', () => {
    const rows = generateSeatBlock({ ...base, rows: 10, seatsPerRow: 20 });
    expect(SectorRowsBodySchema.safeParse({ Rows: rows }).success).toBe(true);
    expect(seatPlanProblems(rows)).toEqual({});
  });
});

describe('seatPlanProblems', () => {
  it('empty and repeated row and seat names, case-insensitively', () => {
    const seat = (Name: string) => ({ Name, CenterPosition: { X: 0, Y: 0 }, TicketCategoryId: 'A' });
    expect(
      seatPlanProblems([
        { Name: 'A', Seats: [seat('1'), seat('1'), seat('')] },
        { Name: 'a', Seats: [seat('x'), seat('X')] },
        { Name: ' ', Seats: [] },
      ]),
    ).toEqual({
      'Rows.0.Seats.1.Name': ['SAME_VALUE_INVALID'],
      'Rows.0.Seats.2.Name': ['FIELD_REQUIRED'],
      'Rows.1.Name': ['SAME_VALUE_INVALID'],
      'Rows.1.Seats.1.Name': ['SAME_VALUE_INVALID'],
      'Rows.2.Name': ['FIELD_REQUIRED'],
    });
  });
});

describe('ticket category keys a layout uses (issue 15 row 5)', () => {
  const seat = (key: string) => ({
    _id: key,
    Name: '1',
    CenterPosition: { X: 0, Y: 0 },
    Radius: 10,
    TicketCategoryId: key,
    IsAccessible: false,
    IsTaken: false,
  });
  const sectors = [
    {
      Type: 'SeatingSector',
      TicketCategoryId: null,
      Capacity: null,
      Rows: [{ Seats: [seat('A'), seat('B'), seat('A')] }],
    },
    { Type: 'StandingSector', TicketCategoryId: 'GA', Capacity: 300, Rows: [] },
    { Type: 'VirtualSector', TicketCategoryId: null, Capacity: null, Rows: [] },
  ] as unknown as Layout['Sectors'];

  it('counts seats by their key and standing places by the sector’s', () => {
    expect([...categoryKeyUse({ Sectors: sectors })]).toEqual([
      ['A', 2],
      ['B', 1],
      ['GA', 300],
    ]);
  });

  it('names the keys no event category has', () => {
    expect(missingCategoryKeys({ Sectors: sectors }, [{ Key: 'A' }])).toEqual(['B', 'GA']);
    expect(missingCategoryKeys({ Sectors: sectors }, [{ Key: 'A' }, { Key: 'B' }, { Key: 'GA' }])).toEqual(
      [],
    );
  });
});
