import { describe, expect, it } from 'vitest';
import {
  isValidQuantity,
  merchBounds,
  parseDonation,
  quantityBounds,
  quantityTiles,
  stepMerch,
} from './quantity';

describe('quantity tiles (spec 2 §9)', () => {
  it('offers every choice as a tile up to six, without More', () => {
    expect(quantityTiles({ min: 1, max: 4 })).toEqual({ tiles: [1, 2, 3, 4], more: false });
    expect(quantityTiles({ min: 1, max: 6 })).toEqual({ tiles: [1, 2, 3, 4, 5, 6], more: false });
  });

  it('shows six tiles from the minimum and More when there are more choices', () => {
    expect(quantityTiles({ min: 2, max: 10 })).toEqual({ tiles: [2, 3, 4, 5, 6, 7], more: true });
  });

  it('offers nothing when nothing is left', () => {
    expect(quantityTiles({ min: 1, max: 0 })).toEqual({ tiles: [], more: false });
  });
});

describe('quantity bounds (spec 2 §5)', () => {
  it('subtracts what the basket holds and caps at the per-purchase maximum', () => {
    expect(
      quantityBounds({ availableCount: 100, basketCount: 3, minPerPurchase: 2, maxPerPurchase: 10 }),
    ).toEqual({
      min: 2,
      max: 7,
    });
  });

  it('resets the minimum to 1 when it exceeds what is left', () => {
    expect(
      quantityBounds({ availableCount: 2, basketCount: 0, minPerPurchase: 4, maxPerPurchase: 10 }),
    ).toEqual({
      min: 1,
      max: 2,
    });
  });

  it('the manual input accepts whole numbers within the bounds only', () => {
    const bounds = { min: 2, max: 12 };
    expect(isValidQuantity(2, bounds)).toBe(true);
    expect(isValidQuantity(12, bounds)).toBe(true);
    expect(isValidQuantity(1, bounds)).toBe(false);
    expect(isValidQuantity(13, bounds)).toBe(false);
    expect(isValidQuantity(2.5, bounds)).toBe(false);
    expect(isValidQuantity(Number.NaN, bounds)).toBe(false);
  });
});

describe('merchandise count (spec 2 §5)', () => {
  const sector = { MinimumTicketsPerPurchase: 2, MaximumTicketsPerPurchase: 5 };

  it('is bounded by the lesser of max per purchase and what is left after the basket', () => {
    expect(merchBounds(sector, 10, 0)).toEqual({ min: 2, max: 5 });
    expect(merchBounds(sector, 10, 7)).toEqual({ min: 2, max: 3 });
    expect(merchBounds({ MinimumTicketsPerPurchase: 0, MaximumTicketsPerPurchase: 5 }, 10, 0).min).toBe(1);
  });

  it('steps from 0 straight to the minimum, and below the minimum back to 0 (removal)', () => {
    const bounds = { min: 2, max: 3 };
    expect(stepMerch(0, 1, bounds)).toBe(2);
    expect(stepMerch(2, 1, bounds)).toBe(3);
    expect(stepMerch(3, 1, bounds)).toBe(3);
    expect(stepMerch(3, -1, bounds)).toBe(2);
    expect(stepMerch(2, -1, bounds)).toBe(0);
  });
});

describe('donation amount (spec 2 §5)', () => {
  const bounds = { min: 10, max: 200 };

  it('is required and a non-negative decimal with at most 2 places', () => {
    expect(parseDonation('', bounds)).toEqual({ error: 'REQUIRED' });
    expect(parseDonation('-5', bounds)).toEqual({ error: 'NOT_A_NUMBER' });
    expect(parseDonation('12.345', bounds)).toEqual({ error: 'NOT_A_NUMBER' });
    expect(parseDonation('abc', bounds)).toEqual({ error: 'NOT_A_NUMBER' });
  });

  it('lies between the current base price and DonateMax, comma or dot', () => {
    expect(parseDonation('9.99', bounds)).toEqual({ error: 'MIN' });
    expect(parseDonation('200.01', bounds)).toEqual({ error: 'MAX' });
    expect(parseDonation('10', bounds)).toEqual({ amount: 10 });
    expect(parseDonation('25,50', bounds)).toEqual({ amount: 25.5 });
    expect(parseDonation('200', bounds)).toEqual({ amount: 200 });
  });
});
