import { describe, expect, it } from 'vitest';
import {
  AddToBasketQuerySchema,
  isDonationAmountValid,
  SEAT_STATES,
  SeatsStatusQuerySchema,
} from './ticketing';
import { donationExtraAmount, quantityBounds } from './ticketing-rules';

describe('purchase rules (spec 2 §5, §9)', () => {
  it('lists all 13 seat states', () => {
    expect(SEAT_STATES).toHaveLength(13);
    expect(new Set(SEAT_STATES).size).toBe(13);
  });

  it('bounds a quantity by what is free and what the basket already holds', () => {
    expect(
      quantityBounds({ availableCount: 100, basketCount: 0, minPerPurchase: 2, maxPerPurchase: 6 }),
    ).toEqual({
      min: 2,
      max: 6,
    });
    expect(
      quantityBounds({ availableCount: 100, basketCount: 4, minPerPurchase: 1, maxPerPurchase: 6 }),
    ).toEqual({
      min: 1,
      max: 2,
    });
    // The minimum resets to 1 when it exceeds what is available.
    expect(
      quantityBounds({ availableCount: 1, basketCount: 0, minPerPurchase: 2, maxPerPurchase: 6 }),
    ).toEqual({
      min: 1,
      max: 1,
    });
    expect(
      quantityBounds({ availableCount: 0, basketCount: 0, minPerPurchase: null, maxPerPurchase: 6 }).max,
    ).toBe(0);
  });

  it('computes and validates donation amounts to 2 decimals', () => {
    expect(donationExtraAmount(25.5, 10)).toBe(15.5);
    expect(donationExtraAmount(10.1, 10)).toBe(0.1);
    expect(isDonationAmountValid(10, 10, 50)).toBe(true);
    expect(isDonationAmountValid(50, 10, 50)).toBe(true);
    expect(isDonationAmountValid(9.99, 10, 50)).toBe(false);
    expect(isDonationAmountValid(50.01, 10, 50)).toBe(false);
    expect(isDonationAmountValid(12.345, 10, 50)).toBe(false);
  });

  it('parses the add query: extraAmount has at most 2 decimals and is not negative', () => {
    expect(AddToBasketQuerySchema.parse({ extraAmount: '15.50' }).extraAmount).toBe(15.5);
    expect(AddToBasketQuerySchema.safeParse({ extraAmount: '1.005' }).success).toBe(false);
    expect(AddToBasketQuerySchema.safeParse({ extraAmount: '-1' }).success).toBe(false);
  });

  it('takes comma-separated sector ids for seat states', () => {
    const a = '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11';
    const b = '7f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11';
    expect(SeatsStatusQuerySchema.parse({ sectorIds: `${a},${b}` }).sectorIds).toEqual([a, b]);
    expect(SeatsStatusQuerySchema.safeParse({ sectorIds: 'x' }).success).toBe(false);
  });
});
