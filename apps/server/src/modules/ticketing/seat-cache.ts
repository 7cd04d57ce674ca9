import type { Db } from '../../db/client';
import * as repo from './ticketing.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Seats never move between sectors and rarely change, while every seat hold needs its sector and category:
 * each process remembers them briefly (an unknown id is not remembered, so a new seat is found at once). A
 * miss loads the seat's whole sector: a sale's buyers spread over a sector's seats, each usually held once,
 * so remembering only the asked seat would make nearly every seat hold read its seat.
 *
 * A miss first waits for the sector loads already in flight: a sector's first holds of a sale (and its
 * first holds after the TTL, as its seats expire together) arrive together, for different seats of the same
 * sector, and each reading the whole sector again would bury the database and this process under duplicate
 * loads exactly when the sale starts (measured: 500 seat holds/s offered into cold sectors reached ~300/s
 * with multi-second latency). The wait is bounded, so unknown ids cannot hold a real miss back for long.
 */
const SEAT_TTL_MS = 60_000;
const MAX_CACHED_SEATS = 200_000;
const MAX_LOAD_WAITS = 3;
export function createSeatCache(db: Db) {
  const entries = new Map<string, { at: number; seat: repo.SeatRow }>();
  const loading = new Set<Promise<unknown>>();
  const fresh = (seatId: string) => {
    const hit = entries.get(seatId);
    return hit && Date.now() - hit.at < SEAT_TTL_MS ? hit.seat : undefined;
  };
  async function load(seatId: string) {
    const sectorSeats = await repo.findSectorSeatsOf(db, seatId);
    if (entries.size + sectorSeats.length > MAX_CACHED_SEATS) entries.clear();
    const at = Date.now();
    for (const seat of sectorSeats) entries.set(seat.id, { at, seat });
  }
  return {
    /** The seat if remembered and fresh, without a promise (the hot path's answer builds on it). */
    peek: fresh,
    async get(seatId: string) {
      const hit = fresh(seatId);
      if (hit) return hit;
      if (!UUID.test(seatId)) return null;
      for (let wait = 0; wait < MAX_LOAD_WAITS && loading.size > 0; wait++) {
        await Promise.allSettled([...loading]);
        const loaded = fresh(seatId);
        if (loaded) return loaded;
      }
      // Registered before the first await, so the misses resuming after this one wait for it.
      const pending = load(seatId);
      loading.add(pending);
      try {
        await pending;
      } finally {
        loading.delete(pending);
      }
      return fresh(seatId) ?? null;
    },
  };
}
