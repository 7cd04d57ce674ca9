import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { createSeatCache } from './seat-cache';
import * as repo from './ticketing.repository';

vi.mock('./ticketing.repository', async (original) => ({
  ...(await original<typeof import('./ticketing.repository')>()),
  findSectorSeatsOf: vi.fn(),
}));

const id = (sector: number, seat: number) =>
  `00000000-0000-4000-8000-${String(sector).padStart(4, '0')}${String(seat).padStart(8, '0')}`;
const sectorOf = (seatId: string) => Number(seatId.slice(24, 28));
const seatsOf = (sector: number): repo.SeatRow[] =>
  Array.from({ length: 100 }, (_, seat) => ({
    id: id(sector, seat),
    name: String(seat + 1),
    sectorId: `sector-${sector}`,
    key: 'A',
    rowName: '1',
    configurationId: 'configuration',
  }));

const loads = vi.mocked(repo.findSectorSeatsOf);
afterEach(() => loads.mockReset());

/** Sector loads answer after a few milliseconds, like the database. */
function slowLoads() {
  loads.mockImplementation(async (_db, seatId) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return sectorOf(seatId) === 9 ? [] : seatsOf(sectorOf(seatId));
  });
}

describe('seat cache', () => {
  it('reads a sector once when its first holds arrive together (a sale opens)', async () => {
    slowLoads();
    const cache = createSeatCache({} as Db);
    const asked = [
      ...Array.from({ length: 50 }, (_, s) => id(1, s)),
      ...Array.from({ length: 50 }, (_, s) => id(2, s)),
    ];
    const found = await Promise.all(asked.map((seatId) => cache.get(seatId)));
    expect(found.map((seat) => seat?.id)).toEqual(asked);
    expect(loads).toHaveBeenCalledTimes(2);
    expect(cache.peek(id(1, 99))?.name).toBe('100');
  });

  it('answers null for an unknown seat, and a waiting miss still finds its seat when another load fails', async () => {
    slowLoads();
    const cache = createSeatCache({} as Db);
    expect(await cache.get('not-a-uuid')).toBeNull();
    expect(await cache.get(id(9, 1))).toBeNull();
    loads.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('connection lost');
    });
    const [failed, waited] = await Promise.allSettled([cache.get(id(3, 1)), cache.get(id(3, 2))]);
    expect(failed.status).toBe('rejected');
    expect(waited).toEqual({ status: 'fulfilled', value: expect.objectContaining({ id: id(3, 2) }) });
  });
});
