import { quantityBounds, TICKETING } from '@marquee/contract';

/**
 * Spec 2 §5 "Quantity", "Merchandise count", "Donation amount" and §9 tiles: what the stages offer. The
 * bounds themselves are the contract's `quantityBounds`, shared with the server that enforces them.
 */
export { quantityBounds };

export interface QuantitySector {
  MinimumTicketsPerPurchase: number;
  MaximumTicketsPerPurchase: number;
}

export type QuantityBounds = ReturnType<typeof quantityBounds>;

/** A sector button is disabled when fewer than one ticket is left for this buyer (spec 2 §5). */
export const canChooseSector = (bounds: QuantityBounds) => bounds.max >= 1;

/** Tiles from the minimum up, at most six; `more` when the range holds more choices than tiles. */
export function quantityTiles(bounds: QuantityBounds): { tiles: number[]; more: boolean } {
  if (bounds.max < bounds.min) return { tiles: [], more: false };
  const count = bounds.max - bounds.min + 1;
  const tiles = Array.from(
    { length: Math.min(count, TICKETING.quantityTiles) },
    (_, index) => bounds.min + index,
  );
  return { tiles, more: count > TICKETING.quantityTiles };
}

/** The manual "More" input accepts whole numbers between the bounds. */
export function isValidQuantity(value: number, bounds: QuantityBounds): boolean {
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

/** Merchandise: between the minimum (default 1) and the lesser of max per purchase and what is left. */
export function merchBounds(sector: QuantitySector, remaining: number, basketCount: number): QuantityBounds {
  const max = Math.max(0, Math.min(sector.MaximumTicketsPerPurchase, remaining - basketCount));
  return { min: sector.MinimumTicketsPerPurchase || 1, max };
}

/**
 * Merchandise steppers: from 0 ("none") a step up goes straight to the minimum, and below the minimum a
 * step down removes the item (0) instead of leaving a count the sector would refuse.
 */
export function stepMerch(current: number, direction: 1 | -1, bounds: QuantityBounds): number {
  if (direction === 1)
    return current === 0 ? Math.min(bounds.min, bounds.max) : Math.min(current + 1, bounds.max);
  return current - 1 < bounds.min ? 0 : current - 1;
}

export interface DonationBounds {
  /** The base price valid now. */
  min: number;
  max: number;
}

export type DonationError = 'REQUIRED' | 'NOT_A_NUMBER' | 'MIN' | 'MAX';

/** A non-negative decimal (comma or dot) with at most 2 places, between the current price and DonateMax. */
export function parseDonation(
  input: string,
  bounds: DonationBounds,
): { amount: number } | { error: DonationError } {
  const text = input.trim().replace(',', '.');
  if (text === '') return { error: 'REQUIRED' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: 'NOT_A_NUMBER' };
  const amount = Number(text);
  if (amount < bounds.min) return { error: 'MIN' };
  if (amount > bounds.max) return { error: 'MAX' };
  return { amount };
}
