import type { Basket, SeatState } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddQuery } from '../../api/add-standing';
import { seatsStatusQuery } from '../../api/get-seats-status';
import type { AddOutcome } from '../../model/use-basket-actions';

const NO_COUPONS: readonly string[] = [];

/** Spec 2 §4 seat click rules: AVAILABLE adds, RESERVED_ME removes, every other state (and loading) does nothing. */
export function seatClickAction(state: SeatState): 'add' | 'remove' | null {
  if (state === 'AVAILABLE') return 'add';
  if (state === 'RESERVED_ME') return 'remove';
  return null;
}

interface SeatSelectionOptions {
  eventId: string;
  /** Seating sectors on screen; their states refresh every 10 s while the map is open. */
  sectorIds: readonly string[];
  basket: Basket | null;
  /** The buyer's coupons: seats reserved for one of them are theirs to pick (added with that CouponId). */
  couponIds?: readonly string[];
  addSeat: (seatId: string, query?: AddQuery) => Promise<AddOutcome>;
  removeItem: (guid: string, itemId: string) => Promise<boolean>;
  /** +1 per seat added, −1 per seat removed, for the footer count. */
  onCountChange: (delta: number) => void;
}

/**
 * Seat states of the visible sectors plus the clicks on them. A clicked seat shows `loading` and ignores
 * further clicks until the call ends; then it shows RESERVED_ME (added) or AVAILABLE (removed), or reverts
 * on failure, until the next server refresh confirms it.
 */
export function useSeatSelection(options: SeatSelectionOptions) {
  const { eventId, sectorIds, basket, addSeat, removeItem, onCountChange } = options;
  const couponIds = options.couponIds ?? NO_COUPONS;
  const status = useQuery(seatsStatusQuery(eventId, sectorIds, basket?.guid ?? null, couponIds));
  const [overrides, setOverrides] = useState<ReadonlyMap<string, SeatState>>(new Map());
  const pending = useRef(new Set<string>());

  const setOverride = useCallback((seatId: string, state: SeatState | null) => {
    setOverrides((current) => {
      const next = new Map(current);
      if (state === null) next.delete(seatId);
      else next.set(seatId, state);
      return next;
    });
  }, []);

  // A fresh answer from the server replaces what we assumed after a click (it knows RESERVED_ME now).
  const updatedAt = status.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt === 0) return;
    setOverrides((current) => {
      const kept = [...current].filter(([id]) => pending.current.has(id));
      return kept.length === current.size ? current : new Map(kept);
    });
  }, [updatedAt]);

  const serverStates = status.data?.Sectors;
  const { refetch } = status;
  const stateOf = useCallback(
    (seatId: string): SeatState => {
      const local = overrides.get(seatId);
      if (local) return local;
      for (const sector of serverStates ?? []) {
        const state = sector.Seats[seatId];
        if (state) return state;
      }
      // Not known yet (first load): shown as loading, and not clickable.
      return 'loading';
    },
    [overrides, serverStates],
  );

  const toggle = useCallback(
    async (seatId: string) => {
      if (pending.current.has(seatId)) return;
      const action = seatClickAction(stateOf(seatId));
      if (!action) return;
      const item =
        action === 'remove'
          ? basket?.Events.flatMap((event) => event.Items).find((entry) => entry.SeatId === seatId)
          : undefined;
      if (action === 'remove' && (!basket || !item)) return;
      pending.current.add(seatId);
      setOverride(seatId, 'loading');
      let ok: boolean;
      if (action === 'add') {
        const CouponId = serverStates?.find((sector) => sector.CouponSeats?.[seatId])?.CouponSeats[seatId];
        ok = (await addSeat(seatId, CouponId ? { CouponId } : undefined)) === 'added';
      } else ok = basket && item ? await removeItem(basket.guid, item.Id) : false;
      pending.current.delete(seatId);
      if (ok) {
        setOverride(seatId, action === 'add' ? 'RESERVED_ME' : 'AVAILABLE');
        onCountChange(action === 'add' ? 1 : -1);
      } else {
        setOverride(seatId, null);
      }
      void refetch();
    },
    [stateOf, serverStates, basket, addSeat, removeItem, setOverride, onCountChange, refetch],
  );

  return { stateOf, toggle, loaded: status.data !== undefined };
}
