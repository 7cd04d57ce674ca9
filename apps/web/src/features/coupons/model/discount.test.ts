import { describe, expect, it } from 'vitest';
import {
  discountOfDraft,
  draftOfDiscount,
  formatDiscount,
  fractionToPercent,
  percentToFraction,
} from './discount';

describe('percentage: typed × 1 %, stored as a fraction (spec 2 §9)', () => {
  it('converts both ways without float noise', () => {
    expect(percentToFraction(20)).toBe(0.2);
    expect(percentToFraction(7)).toBe(0.07);
    expect(percentToFraction(12.5)).toBe(0.125);
    expect(percentToFraction(33.3333)).toBe(0.333333);
    expect(fractionToPercent(0.2)).toBe(20);
    expect(fractionToPercent(0.07)).toBe(7);
    expect(fractionToPercent(0.333333)).toBe(33.3333);
  });

  it('round-trips a draft', () => {
    const wire = discountOfDraft({ type: 'Percentage', amount: 20, surcharge: false });
    expect(wire).toEqual({ DiscountType: 'Percentage', Value: 0.2 });
    expect(draftOfDiscount(wire)).toEqual({ type: 'Percentage', amount: 20, surcharge: false });
  });
});

describe('Price: a new price, or a surcharge stored negative', () => {
  it('stores the surcharge as a negative value and reads it back as a ticked surcharge', () => {
    const wire = discountOfDraft({ type: 'Price', amount: 2.5, surcharge: true });
    expect(wire).toEqual({ DiscountType: 'Price', Value: -2.5 });
    expect(draftOfDiscount(wire)).toEqual({ type: 'Price', amount: 2.5, surcharge: true });
  });

  it('keeps a plain new price positive, and a zero surcharge is the price 0', () => {
    expect(discountOfDraft({ type: 'Price', amount: 12, surcharge: false }).Value).toBe(12);
    expect(Object.is(discountOfDraft({ type: 'Price', amount: 0, surcharge: true }).Value, 0)).toBe(true);
  });

  it('ignores the surcharge box for other kinds', () => {
    expect(discountOfDraft({ type: 'Absolute', amount: 5, surcharge: true }).Value).toBe(5);
  });

  it('sends an empty amount as NaN so the schema refuses it', () => {
    expect(discountOfDraft({ type: 'Absolute', amount: '', surcharge: false }).Value).toBeNaN();
  });
});

describe('formatDiscount', () => {
  it('shows percent × 100, money off with −, a surcharge with +', () => {
    expect(formatDiscount({ DiscountType: 'Percentage', Value: 0.2 }, 'EUR', 'en')).toBe('20 %');
    expect(formatDiscount({ DiscountType: 'Percentage', Value: 0.125 }, 'EUR', 'de')).toBe('12,5 %');
    expect(formatDiscount({ DiscountType: 'Absolute', Value: 5 }, 'EUR', 'en')).toBe('−€5.00');
    expect(formatDiscount({ DiscountType: 'Price', Value: 12 }, 'EUR', 'en')).toBe('€12.00');
    expect(formatDiscount({ DiscountType: 'Price', Value: -2.5 }, 'EUR', 'en')).toBe('+€2.50');
    expect(formatDiscount({ DiscountType: 'Voucher', Value: 25 }, 'CZK', 'en')).toBe('CZK\u00a025.00');
  });
});
