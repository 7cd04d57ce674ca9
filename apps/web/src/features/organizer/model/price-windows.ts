import { MAXIMUM_DATE } from '@marquee/contract';

export interface PriceWindow {
  ValidFrom: string;
  ValidTill: string;
}

const start = (window: Partial<PriceWindow>, now: number) =>
  window.ValidFrom ? Date.parse(window.ValidFrom) : now;
const end = (window: Partial<PriceWindow>) => Date.parse(window.ValidTill || MAXIMUM_DATE);

/**
 * Whether a new price window overlaps one the category already has ([from, till) intervals). A window
 * without a start starts now and closes the window open now (the server's "price from now on"), so it
 * only clashes with windows that start later.
 */
export function overlapsExisting(
  candidate: Partial<PriceWindow>,
  existing: readonly PriceWindow[],
  now: number,
): boolean {
  const from = start(candidate, now);
  const till = end(candidate);
  return existing.some((window) => {
    const wFrom = Date.parse(window.ValidFrom);
    const wTill = Date.parse(window.ValidTill);
    if (!candidate.ValidFrom && wFrom <= from) return false;
    return from < wTill && wFrom < till;
  });
}

/** The index of the first window that overlaps an earlier one of the list (-1: none); a missing start is now. */
export function overlapIndex(windows: readonly Partial<PriceWindow>[], now: number): number {
  return windows.findIndex((window, i) =>
    windows
      .slice(0, i)
      .some((earlier) => start(window, now) < end(earlier) && start(earlier, now) < end(window)),
  );
}
