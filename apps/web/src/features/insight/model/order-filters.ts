import type { OrderState, PaymentGate } from '@marquee/contract';
import { type DateRange, rangeQuery } from './date-range';

/** The orders list's filters; the exports take the same ones (what you see is what you download). */
export interface OrderFilters extends DateRange {
  q: string;
  states: OrderState[];
  gate: PaymentGate | null;
}

export const NO_FILTERS: OrderFilters = { q: '', states: [], gate: null, from: '', till: '' };

/** The filters as the API's query: `state` repeats, empty values are left out. */
export function filterQuery(filters: OrderFilters): Record<string, string | string[] | undefined> {
  const q = filters.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(filters.states.length ? { state: filters.states } : {}),
    ...(filters.gate ? { gate: filters.gate } : {}),
    ...rangeQuery(filters),
  };
}
