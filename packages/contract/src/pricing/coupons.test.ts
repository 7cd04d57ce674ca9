import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CouponBatchInputSchema, CouponInputSchema, VoucherTemplateInputSchema } from './coupon-schemas';
import {
  canToggleBatchCoupon,
  couponState,
  couponTicketCount,
  type DiscountRule,
  discountDisplayValue,
  discountedPriceMinor,
  discountMinorOf,
  discountRuleOf,
  discountValueError,
  discountValueOf,
  isCouponInValidity,
  PERCENTAGE_SCALE,
  voucherPayment,
} from './coupons';

const price = fc.integer({ min: 0, max: 100_000_000 });
const ppm = fc.integer({ min: 0, max: PERCENTAGE_SCALE });
const amount = fc.integer({ min: 0, max: 100_000_000 });

describe('discounts (spec 2 §9)', () => {
  it('Percentage: the value is a fraction; 20 % of 12.34 takes 2.47 off (half up to the cent)', () => {
    const rule = discountRuleOf({ DiscountType: 'Percentage', Value: 0.2 });
    expect(rule).toEqual({ type: 'Percentage', percentPpm: 200_000 });
    expect(discountedPriceMinor(1234, rule)).toBe(987);
    // 15 % of 0.10 is 0.015 → 0.02 off (half away from zero), not 0.01.
    expect(discountedPriceMinor(10, discountRuleOf({ DiscountType: 'Percentage', Value: 0.15 }))).toBe(8);
    expect(discountedPriceMinor(5000, discountRuleOf({ DiscountType: 'Percentage', Value: 1 }))).toBe(0);
    expect(discountedPriceMinor(5000, discountRuleOf({ DiscountType: 'Percentage', Value: 0 }))).toBe(5000);
    expect(discountDisplayValue(rule)).toBe('20');
    expect(discountDisplayValue(discountRuleOf({ DiscountType: 'Percentage', Value: 0.125 }))).toBe('12.5');
  });

  it('Absolute: price minus value, floored at 0', () => {
    const rule = discountRuleOf({ DiscountType: 'Absolute', Value: 5.5 });
    expect(discountedPriceMinor(2000, rule)).toBe(1450);
    expect(discountedPriceMinor(300, rule)).toBe(0);
    expect(discountDisplayValue(rule)).toBe('5.50');
  });

  it('Price: the value is the per-ticket price; a negative value is a surcharge shown with +', () => {
    const fixed = discountRuleOf({ DiscountType: 'Price', Value: 9.9 });
    expect(discountedPriceMinor(2500, fixed)).toBe(990);
    expect(discountedPriceMinor(500, fixed)).toBe(990);
    expect(discountDisplayValue(fixed)).toBe('9.90');
    const surcharge = discountRuleOf({ DiscountType: 'Price', Value: -2 });
    expect(discountedPriceMinor(2500, surcharge)).toBe(2700);
    expect(discountMinorOf(2500, surcharge)).toBe(-200);
    expect(discountDisplayValue(surcharge)).toBe('+2.00');
  });

  it('Voucher: the price is unchanged; the credit pays at checkout', () => {
    const rule = discountRuleOf({ DiscountType: 'Voucher', Value: 30 });
    expect(discountedPriceMinor(2500, rule)).toBe(2500);
    expect(voucherPayment(2500, 3000)).toEqual({
      creditUsedMinor: 2500,
      toPayMinor: 0,
      creditLeftMinor: 500,
    });
    expect(voucherPayment(4000, 3000)).toEqual({
      creditUsedMinor: 3000,
      toPayMinor: 1000,
      creditLeftMinor: 0,
    });
  });

  it('property: a percentage price stays within 0..price and equals the exact half-up rounding', () => {
    fc.assert(
      fc.property(price, ppm, (p, q) => {
        const result = discountedPriceMinor(p, { type: 'Percentage', percentPpm: q });
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(p);
        expect(Number.isInteger(result)).toBe(true);
        // The same with BigInt arithmetic: off = round_half_up(p × q / 1e6).
        const off = (BigInt(p) * BigInt(q) * 2n + BigInt(PERCENTAGE_SCALE)) / (2n * BigInt(PERCENTAGE_SCALE));
        expect(result).toBe(p - Number(off));
      }),
    );
  });

  it('property: a larger percentage never gives a higher price', () => {
    fc.assert(
      fc.property(price, ppm, ppm, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountedPriceMinor(p, { type: 'Percentage', percentPpm: high })).toBeLessThanOrEqual(
          discountedPriceMinor(p, { type: 'Percentage', percentPpm: low }),
        );
      }),
    );
  });

  it('property: absolute is max(0, price − value); price coupons ignore the listed price unless a surcharge', () => {
    fc.assert(
      fc.property(price, amount, (p, v) => {
        expect(discountedPriceMinor(p, { type: 'Absolute', amountMinor: v })).toBe(Math.max(0, p - v));
        expect(discountedPriceMinor(p, { type: 'Price', amountMinor: v })).toBe(v);
        // A negative value is a surcharge; -0 is not negative (it is the price 0, tested above).
        if (v > 0) expect(discountedPriceMinor(p, { type: 'Price', amountMinor: -v })).toBe(p + v);
        expect(discountedPriceMinor(p, { type: 'Voucher', amountMinor: v })).toBe(p);
      }),
    );
  });

  it('property: listed = charged + discount for every kind', () => {
    const rule: fc.Arbitrary<DiscountRule> = fc.oneof(
      ppm.map((q) => ({ type: 'Percentage' as const, percentPpm: q })),
      amount.map((v) => ({ type: 'Absolute' as const, amountMinor: v })),
      fc
        .integer({ min: -1_000_000, max: 1_000_000 })
        .map((v) => ({ type: 'Price' as const, amountMinor: v })),
      amount.map((v) => ({ type: 'Voucher' as const, amountMinor: v })),
    );
    fc.assert(
      fc.property(price, rule, (p, r) => {
        expect(discountedPriceMinor(p, r) + discountMinorOf(p, r)).toBe(p);
      }),
    );
  });

  it('property: wire value ↔ rule round-trips for 2-decimal money and 6-decimal fractions', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (minor) => {
        const wire = { DiscountType: 'Price' as const, Value: minor / 100 };
        expect(discountValueOf(discountRuleOf(wire))).toEqual(wire);
      }),
    );
    fc.assert(
      fc.property(ppm, (q) => {
        const wire = { DiscountType: 'Percentage' as const, Value: q / PERCENTAGE_SCALE };
        expect(discountRuleOf(wire)).toEqual({ type: 'Percentage', percentPpm: q });
        expect(discountValueError(wire)).toBeNull();
      }),
    );
  });
});

describe('discount values refused on save', () => {
  it.each([
    [{ DiscountType: 'Percentage', Value: -0.01 }, 'MIN_VALUE'],
    [{ DiscountType: 'Percentage', Value: 1.01 }, 'MAX_VALUE'],
    [{ DiscountType: 'Percentage', Value: 20 }, 'MAX_VALUE'],
    [{ DiscountType: 'Percentage', Value: 0.1234567 }, 'INVALID_VALUE'],
    [{ DiscountType: 'Absolute', Value: -1 }, 'MIN_VALUE'],
    [{ DiscountType: 'Absolute', Value: 1.234 }, 'INVALID_VALUE'],
    [{ DiscountType: 'Voucher', Value: -5 }, 'MIN_VALUE'],
    [{ DiscountType: 'Price', Value: 2_000_000 }, 'MAX_VALUE'],
    [{ DiscountType: 'Absolute', Value: Number.NaN }, 'INVALID_VALUE'],
  ] as const)('%o → %s', (discount, error) => {
    expect(discountValueError(discount)).toBe(error);
  });

  it('accepts the documented surcharge and the edges', () => {
    expect(discountValueError({ DiscountType: 'Price', Value: -3.5 })).toBeNull();
    expect(discountValueError({ DiscountType: 'Percentage', Value: 0 })).toBeNull();
    expect(discountValueError({ DiscountType: 'Percentage', Value: 1 })).toBeNull();
    expect(discountValueError({ DiscountType: 'Absolute', Value: 0.07 })).toBeNull();
  });
});

describe('coupon ticket count (spec 2 §5)', () => {
  const base = { isSeason: false, isOwned: false, remaining: 10, minimum: 2, maximum: 4 };

  it('a season coupon is always 1', () => {
    expect(couponTicketCount({ ...base, isSeason: true, remaining: 0 })).toEqual({ min: 1, max: 1 });
  });

  it('an owned coupon goes up to its remaining count', () => {
    expect(couponTicketCount({ ...base, isOwned: true, remaining: 7 })).toEqual({ min: 1, max: 7 });
    expect(couponTicketCount({ ...base, isOwned: true, remaining: 0 })).toEqual({ min: 0, max: 0 });
  });

  it('0 when fewer remain than the minimum', () => {
    expect(couponTicketCount({ ...base, remaining: 1 })).toEqual({ min: 0, max: 0 });
  });

  it('otherwise minimum..min(maximum, remaining)', () => {
    expect(couponTicketCount(base)).toEqual({ min: 2, max: 4 });
    expect(couponTicketCount({ ...base, remaining: 3 })).toEqual({ min: 2, max: 3 });
    expect(couponTicketCount({ ...base, remaining: null, maximum: null })).toEqual({
      min: 2,
      max: Number.POSITIVE_INFINITY,
    });
    expect(couponTicketCount({ ...base, minimum: null })).toEqual({ min: 1, max: 4 });
  });

  it('property: bounds are ordered, never above remaining or maximum, and 0/0 exactly when remaining < minimum', () => {
    const optionalCount = fc.option(fc.integer({ min: 0, max: 50 }), { nil: null });
    fc.assert(
      fc.property(optionalCount, optionalCount, optionalCount, (remaining, minimum, maximum) => {
        const { min, max } = couponTicketCount({
          isSeason: false,
          isOwned: false,
          remaining,
          minimum,
          maximum,
        });
        expect(min).toBeLessThanOrEqual(max);
        const effectiveMin = minimum !== null && minimum > 1 ? minimum : 1;
        if (remaining !== null && remaining < effectiveMin) expect({ min, max }).toEqual({ min: 0, max: 0 });
        if (max > 0) {
          expect(min).toBe(effectiveMin);
          if (remaining !== null) expect(max).toBeLessThanOrEqual(remaining);
          if (maximum !== null) expect(max).toBeLessThanOrEqual(maximum);
          expect(max).toBe(
            Math.min(maximum ?? Number.POSITIVE_INFINITY, remaining ?? Number.POSITIVE_INFINITY),
          );
        }
      }),
    );
  });
});

describe('availability and states (spec 2 §4)', () => {
  const window = { validFrom: '2026-05-01T00:00:00Z', validTill: '2026-05-31T23:59:59Z' };
  const now = new Date('2026-05-15T12:00:00Z');
  const coupon = {
    disabled: false,
    ...window,
    rule: { type: 'Percentage', percentPpm: 200_000 } as DiscountRule,
    remaining: 5,
    remainingCreditMinor: null,
    isBatch: false,
  };

  it('is available within ValidFrom..ValidTill in UTC, both ends included, open ends unlimited', () => {
    expect(isCouponInValidity(window, now)).toBe(true);
    expect(isCouponInValidity(window, new Date('2026-05-01T00:00:00Z'))).toBe(true);
    expect(isCouponInValidity(window, new Date('2026-04-30T23:59:59.999Z'))).toBe(false);
    expect(isCouponInValidity(window, new Date('2026-06-01T00:00:00Z'))).toBe(false);
    expect(isCouponInValidity({ validFrom: null, validTill: null }, new Date(0))).toBe(true);
  });

  it('names the first reason a coupon cannot be used', () => {
    expect(couponState(coupon, now)).toBe('AVAILABLE');
    expect(couponState({ ...coupon, disabled: true }, now)).toBe('DISABLED');
    expect(couponState(coupon, new Date('2026-04-01T00:00:00Z'))).toBe('NOT_YET_VALID');
    expect(couponState(coupon, new Date('2026-06-02T00:00:00Z'))).toBe('EXPIRED');
    expect(couponState({ ...coupon, remaining: 0 }, now)).toBe('EXHAUSTED');
    expect(couponState({ ...coupon, remaining: 0, isBatch: true }, now)).toBe('AVAILABLE');
    expect(couponState({ ...coupon, remaining: null }, now)).toBe('AVAILABLE');
    const voucher = { ...coupon, rule: { type: 'Voucher', amountMinor: 5000 } as DiscountRule };
    expect(couponState({ ...voucher, remainingCreditMinor: 0 }, now)).toBe('NO_CREDIT');
    expect(couponState({ ...voucher, remainingCreditMinor: 1 }, now)).toBe('AVAILABLE');
  });

  it('a batch coupon toggles only with non-discounted tickets for all its events', () => {
    const items = [
      { eventId: 'a', couponId: null },
      { eventId: 'b', couponId: 'x' },
    ];
    expect(canToggleBatchCoupon(['a'], items)).toBe(true);
    expect(canToggleBatchCoupon(['a', 'b'], items)).toBe(false);
    expect(canToggleBatchCoupon(['a', 'b'], [...items, { eventId: 'b', couponId: null }])).toBe(true);
    expect(canToggleBatchCoupon([], items)).toBe(false);
  });

  it('property: voucher credit used never exceeds the total or the credit', () => {
    fc.assert(
      fc.property(amount, amount, (total, credit) => {
        const r = voucherPayment(total, credit);
        expect(r.creditUsedMinor).toBe(Math.min(total, credit));
        expect(r.toPayMinor + r.creditUsedMinor).toBe(total);
        expect(r.creditLeftMinor + r.creditUsedMinor).toBe(credit);
      }),
    );
  });
});

describe('coupon form schemas', () => {
  const event = '0b6f8a0e-2d43-4d0c-9a7c-5f6d3f0d1a11';
  const valid = {
    CouponName: 'Students',
    Code: 'STUDENT20',
    CouponDiscount: { DiscountType: 'Percentage', Value: 0.2 },
    Events: [event],
  };

  it('fills the defaults', () => {
    const parsed = CouponInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      Type: 'AnonymousEventCoupon',
      AllTicketCategories: true,
      TotalCount: null,
    });
  });

  it.each([
    [{ CouponDiscount: { DiscountType: 'Percentage', Value: 20 } }, 'CouponDiscount.Value'],
    [{ Code: 'a b' }, 'Code'],
    [{ Events: [] }, 'Events'],
    [{ ValidFrom: '2026-06-01T00:00:00Z', ValidTill: '2026-05-01T00:00:00Z' }, 'ValidTill'],
    [{ MinimumTicketsPerUser: 5, MaximumTicketsPerUser: 2 }, 'MaximumTicketsPerUser'],
    [{ Type: 'SeasonCoupon' }, 'Owner'],
    [{ AllTicketCategories: false }, 'SeatsTicketCategories'],
    [{ CouponDiscount: { DiscountType: 'Voucher', Value: 0 } }, 'CouponDiscount.Value'],
  ])('refuses %o at %s', (patch, path) => {
    const result = CouponInputSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('bulk generation takes a count and a prefix, not a code', () => {
    const { Code: _code, ...rest } = valid;
    expect(CouponBatchInputSchema.parse({ ...rest, Count: 50, Prefix: 'FEST' })).toMatchObject({ Count: 50 });
    expect(CouponBatchInputSchema.safeParse({ ...rest, Count: 0 }).success).toBe(false);
    expect(CouponBatchInputSchema.safeParse({ ...rest, Count: 5, Prefix: 'bad prefix' }).success).toBe(false);
  });

  it('voucher templates: positive value with cents, price ≥ 0', () => {
    expect(VoucherTemplateInputSchema.parse({ Name: 'Gift', Value: 25.5, Price: 25.5 }).ValidityDays).toBe(
      365,
    );
    expect(VoucherTemplateInputSchema.safeParse({ Name: 'Gift', Value: 0, Price: 1 }).success).toBe(false);
    expect(VoucherTemplateInputSchema.safeParse({ Name: 'Gift', Value: 5e-324, Price: 1 }).success).toBe(
      false,
    );
    expect(VoucherTemplateInputSchema.safeParse({ Name: 'Gift', Value: 1.234, Price: 1 }).success).toBe(
      false,
    );
    expect(VoucherTemplateInputSchema.safeParse({ Name: 'Gift', Value: 10, Price: -1 }).success).toBe(false);
  });
});
