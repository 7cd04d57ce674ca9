import type { Coupon } from '@marquee/contract';
import { useBrowserStore } from '../../../../lib/ssr/use-hydrated';
import { readJson, writeItem } from '../../../../lib/storage/web-storage';

/**
 * The buyer's coupons per event (spec 2 §4 Coupons): the ones fetched by promo code and the selected
 * ("active") one, whose id goes with every add to the basket and with the prices query. Kept in session
 * storage so a reload keeps the entered code; the minimum-not-reached dialog is announced here too, so
 * whichever part of the buy form hit it can show it.
 */
const STORAGE_KEY = 'marquee.coupons';

export interface EventCoupons {
  found: Coupon[];
  activeId: string | null;
}

export interface MinimumNotReached {
  coupons: Coupon[];
  minimum: number | null;
}

interface State {
  events: Record<string, EventCoupons>;
  minimum: MinimumNotReached | null;
}

const EMPTY: EventCoupons = { found: [], activeId: null };
let state: State = {
  events: readJson<Record<string, EventCoupons>>('session', STORAGE_KEY) ?? {},
  minimum: null,
};
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  writeItem('session', STORAGE_KEY, JSON.stringify(state.events));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function eventCoupons(eventId: string): EventCoupons {
  return state.events[eventId] ?? EMPTY;
}

/** The active coupon's id for the event's adds and prices, or undefined. */
export function activeCouponId(eventId: string): string | undefined {
  return eventCoupons(eventId).activeId ?? undefined;
}

function update(eventId: string, change: (current: EventCoupons) => EventCoupons) {
  set({ ...state, events: { ...state.events, [eventId]: change(eventCoupons(eventId)) } });
}

/** Spec 2 §4: a coupon fetched by code joins the list and is selected, unless it is a voucher without credit. */
export function addFoundCoupon(eventId: string, coupon: Coupon) {
  const usable = !(coupon.CouponDiscount.DiscountType === 'Voucher' && (coupon.RemainingCredit ?? 0) <= 0);
  update(eventId, (current) => ({
    found: [coupon, ...current.found.filter((c) => c.Id !== coupon.Id)],
    activeId: usable ? coupon.Id : current.activeId,
  }));
}

export function setActiveCoupon(eventId: string, couponId: string | null) {
  update(eventId, (current) => ({ ...current, activeId: couponId }));
}

export function showMinimumNotReached(value: MinimumNotReached | null) {
  set({ ...state, minimum: value });
}

export function useEventCoupons(eventId: string): EventCoupons {
  return useBrowserStore(
    subscribe,
    () => eventCoupons(eventId),
    () => EMPTY,
  );
}

export function useActiveCouponId(eventId: string): string | undefined {
  return useEventCoupons(eventId).activeId ?? undefined;
}

export function useMinimumNotReached(): MinimumNotReached | null {
  return useBrowserStore(
    subscribe,
    () => state.minimum,
    () => null,
  );
}

/** Tests start from nothing. */
export function resetCouponStore() {
  set({ events: {}, minimum: null });
}
