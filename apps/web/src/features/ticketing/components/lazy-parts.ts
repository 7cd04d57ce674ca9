import { lazy } from 'react';

/*
 * Issue 25 (Lighthouse TBT on the event page): stage1 is on a phone's first screen, so the buy form's first
 * chunk holds only what stage1 needs. The later stages and the dialogs come in a second chunk, requested the
 * moment a buyer reaches for the form (preloadLaterParts: a pointer or focus on it) or the basket already
 * holds something, so by the time a choice is made the chunk is usually there; if not, the stage shows a
 * loader for the moment it takes.
 */
type LaterParts = typeof import('./later-parts');

let loading: Promise<LaterParts> | null = null;

export function preloadLaterParts(): Promise<LaterParts> {
  loading ??= import('./later-parts');
  return loading;
}

export const QuantityStage = lazy(() => preloadLaterParts().then((m) => ({ default: m.QuantityStage })));
export const DonateAmountStage = lazy(() =>
  preloadLaterParts().then((m) => ({ default: m.DonateAmountStage })),
);
export const MerchStage = lazy(() => preloadLaterParts().then((m) => ({ default: m.MerchStage })));
export const BasketStage = lazy(() => preloadLaterParts().then((m) => ({ default: m.BasketStage })));
export const BasketTimeoutDialog = lazy(() =>
  preloadLaterParts().then((m) => ({ default: m.BasketTimeoutDialog })),
);
export const MinimumCountDialog = lazy(() =>
  preloadLaterParts().then((m) => ({ default: m.MinimumCountDialog })),
);
