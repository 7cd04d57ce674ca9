// The purchase flow's timings and quantity rules (spec 2 §4, §5, §9): pure, shared by server and web, with no
// zod import, so the buy form's first chunk gets them without evaluating zod and the ticketing schemas.

/** Spec §4 and §9 timings of the purchase flow. */
export const TICKETING = {
  /** How long a basket item is held when the event sets nothing else. */
  defaultHoldMinutes: 15,
  /** The basket guid is kept in the browser this long (spec §4, 86400000 ms). */
  basketLocalLifetimeMs: 86_400_000,
  seatRefreshMs: 10_000,
  seatMapTransitionMs: 300,
  notificationMs: 2000,
  loadDelayMs: 500,
  zoomIn: 1.2,
  zoomOut: 0.8,
  quantityTiles: 6,
  /** Beyond the spec (WCAG 2.2.1): warn this long before a hold expires and offer one extension. */
  expiryWarningSeconds: 60,
} as const;

/** Minor units (integers) ↔ the wire's 2-decimal numbers. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;

/**
 * Spec §5 Quantity: available = category AvailableCount − basket count for the sector, capped at the
 * sector's maximum per purchase; minimum = MinimumTicketsPerPurchase or 1, reset to 1 if above available.
 */
export function quantityBounds(input: {
  availableCount: number;
  basketCount: number;
  minPerPurchase: number | null | undefined;
  maxPerPurchase: number;
}): { min: number; max: number } {
  const max = Math.max(0, Math.min(input.availableCount, input.maxPerPurchase - input.basketCount));
  const wanted = input.minPerPurchase && input.minPerPurchase > 0 ? input.minPerPurchase : 1;
  return { min: wanted > max ? 1 : wanted, max };
}

/** Spec §9: donation extra amount = entered amount − general admission price, 2 decimals. */
export function donationExtraAmount(amount: number, basePrice: number): number {
  return Math.round((amount - basePrice) * 100) / 100;
}
