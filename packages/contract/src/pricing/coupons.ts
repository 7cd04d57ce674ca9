/**
 * Coupon pricing rules shared by server and web (spec 2 §3 Coupon, §4 Coupons, §5 coupon ticket count,
 * §9 discounts; spec 3 §4, §5). Money is integer minor units (cents) here; the wire's 2-decimal numbers
 * are converted at the edges (`toMinor`/`fromMinor` of the ticketing contract).
 */

export const COUPON_DISCOUNT_TYPES = ['Percentage', 'Absolute', 'Price', 'Voucher'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** Spec 3 §3 coupon types. */
export const COUPON_TYPES = [
  'AnonymousEventCoupon',
  'SeasonCoupon',
  'OwnedEventCoupon',
  'PosCoupon',
  'BatchCoupon',
  'AnonymousOrganizatorCoupon',
] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/**
 * A percentage is a fraction with at most 6 decimals (0.2 = 20 %). Held as parts per million so the
 * discount is computed in integers and every client gets the same cent.
 */
export const PERCENTAGE_SCALE = 1_000_000;

/** A discount in domain units: `percentPpm` for Percentage, `amountMinor` for the other kinds. */
export type DiscountRule =
  | { type: 'Percentage'; percentPpm: number }
  | { type: 'Absolute'; amountMinor: number }
  /** amountMinor ≥ 0 is the new per-ticket price; a negative one is a surcharge added to the price. */
  | { type: 'Price'; amountMinor: number }
  /** amountMinor is the voucher's credit; the ticket price is left as it is. */
  | { type: 'Voucher'; amountMinor: number };

/** The wire's CouponDiscount (spec: DiscountType, Value; Percentage as a fraction, money with 2 decimals). */
export interface CouponDiscountValue {
  DiscountType: CouponDiscountType;
  Value: number;
}

/** Wire value → domain rule. Rounds a percentage to 6 decimals and money to cents (half away from zero). */
export function discountRuleOf(discount: CouponDiscountValue): DiscountRule {
  switch (discount.DiscountType) {
    case 'Percentage':
      return { type: 'Percentage', percentPpm: Math.round(discount.Value * PERCENTAGE_SCALE) };
    case 'Absolute':
    case 'Price':
    case 'Voucher':
      return { type: discount.DiscountType, amountMinor: roundMinor(discount.Value * 100) };
  }
}

/** Domain rule → the wire's CouponDiscount. */
export function discountValueOf(rule: DiscountRule): CouponDiscountValue {
  if (rule.type === 'Percentage')
    return { DiscountType: 'Percentage', Value: rule.percentPpm / PERCENTAGE_SCALE };
  return { DiscountType: rule.type, Value: rule.amountMinor / 100 };
}

/** Half away from zero, the "2 decimals" rounding of spec 2 §9 (Math.round rounds −0.5 up to 0). */
export function roundMinor(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Spec 2 §9: the price of one ticket under a discount, in minor units.
 * - Percentage: price − round(price × fraction), so 20 % of 12.34 is 2.47 off (2.468 → 2.47).
 * - Absolute: price − value, floored at 0.
 * - Price: the coupon's value is the price; a negative value is a surcharge added to the listed price.
 * - Voucher: the price is unchanged (its credit pays at checkout).
 */
export function discountedPriceMinor(priceMinor: number, rule: DiscountRule): number {
  switch (rule.type) {
    case 'Percentage': {
      // Integer half-up: (price × ppm + scale/2) div scale; price ≤ 1e8 keeps this below 2^53.
      const off = Math.floor((priceMinor * rule.percentPpm + PERCENTAGE_SCALE / 2) / PERCENTAGE_SCALE);
      return Math.max(0, priceMinor - off);
    }
    case 'Absolute':
      return Math.max(0, priceMinor - rule.amountMinor);
    case 'Price':
      // abs() turns a -0 value (typed as "-0") into the price 0, not a signed zero.
      return rule.amountMinor >= 0 ? Math.abs(rule.amountMinor) : priceMinor - rule.amountMinor;
    case 'Voucher':
      return priceMinor;
  }
}

/** Listed price − charged price; negative for a surcharge. */
export function discountMinorOf(priceMinor: number, rule: DiscountRule): number {
  return priceMinor - discountedPriceMinor(priceMinor, rule);
}

/**
 * How a coupon's discount is shown (spec 2 §9): a percentage × 100; money with 2 decimals; a Price
 * surcharge with a leading '+'. The web adds the currency or the % sign.
 */
export function discountDisplayValue(rule: DiscountRule): string {
  if (rule.type === 'Percentage') return String(rule.percentPpm / 10_000);
  const amount = (Math.abs(rule.amountMinor) / 100).toFixed(2);
  return rule.type === 'Price' && rule.amountMinor < 0 ? `+${amount}` : amount;
}

/** Largest money value a coupon may carry (keeps minor-unit arithmetic exact). */
export const MAX_COUPON_AMOUNT = 1_000_000;

/** Why a discount value is refused on save (percentage 0–1, money ≥ 0 except the Price surcharge). */
export function discountValueError(
  discount: CouponDiscountValue,
): 'MIN_VALUE' | 'MAX_VALUE' | 'INVALID_VALUE' | null {
  const { DiscountType: type, Value: value } = discount;
  if (!Number.isFinite(value)) return 'INVALID_VALUE';
  if (type === 'Percentage') {
    if (value < 0) return 'MIN_VALUE';
    if (value > 1) return 'MAX_VALUE';
    const ppm = value * PERCENTAGE_SCALE;
    return Math.abs(ppm - Math.round(ppm)) < 1e-6 ? null : 'INVALID_VALUE';
  }
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return 'INVALID_VALUE';
  if (Math.abs(value) > MAX_COUPON_AMOUNT) return value < 0 ? 'MIN_VALUE' : 'MAX_VALUE';
  if (type !== 'Price' && value < 0) return 'MIN_VALUE';
  return null;
}

/** The flags the ticket-count rule reads (spec 2 §3 Coupon). */
export interface CouponCountInput {
  isSeason: boolean;
  isOwned: boolean;
  /** Uses left; null means unlimited. */
  remaining: number | null;
  /** MinimumTicketsPerUser; null or below 1 means 1. */
  minimum: number | null;
  /** MaximumTicketsPerUser; null means no limit beyond the remaining count. */
  maximum: number | null;
}

/**
 * Spec 2 §5 / spec 3 §5 coupon ticket count: a season coupon is always 1; an owned coupon goes up to its
 * remaining count; otherwise 0 when fewer remain than the minimum, else minimum..min(maximum, remaining).
 * `{ min: 0, max: 0 }` means the coupon cannot be used now.
 */
export function couponTicketCount(input: CouponCountInput): { min: number; max: number } {
  if (input.isSeason) return { min: 1, max: 1 };
  const remaining = input.remaining === null ? Number.POSITIVE_INFINITY : Math.max(0, input.remaining);
  if (input.isOwned) {
    if (remaining === 0) return { min: 0, max: 0 };
    return { min: 1, max: remaining };
  }
  const minimum = input.minimum !== null && input.minimum > 1 ? input.minimum : 1;
  if (remaining < minimum) return { min: 0, max: 0 };
  const maximum = input.maximum === null ? Number.POSITIVE_INFINITY : input.maximum;
  const max = Math.min(maximum, remaining);
  if (max < minimum) return { min: 0, max: 0 };
  return { min: minimum, max };
}

/** Spec 2 §4 / spec 3 §4: available when the current UTC time lies within ValidFrom..ValidTill (inclusive). */
export function isCouponInValidity(
  window: { validFrom: Date | string | null; validTill: Date | string | null },
  now: Date,
): boolean {
  const at = now.getTime();
  if (window.validFrom !== null && at < new Date(window.validFrom).getTime()) return false;
  if (window.validTill !== null && at > new Date(window.validTill).getTime()) return false;
  return true;
}

export const COUPON_STATES = [
  'AVAILABLE',
  'DISABLED',
  'NOT_YET_VALID',
  'EXPIRED',
  'EXHAUSTED',
  'NO_CREDIT',
] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** What the state rule reads. */
export interface CouponStateInput {
  disabled: boolean;
  validFrom: Date | string | null;
  validTill: Date | string | null;
  rule: DiscountRule;
  /** Null means unlimited. */
  remaining: number | null;
  /** Vouchers only; null for the others. */
  remainingCreditMinor: number | null;
  isBatch: boolean;
}

/**
 * Whether a coupon can be used now, and if not, the first reason (each has its own error code): disabled,
 * outside its window, no uses left (spec 2 §4: a non-batch coupon needs remaining count above 0), or a
 * voucher with no credit left.
 */
export function couponState(coupon: CouponStateInput, now: Date): CouponState {
  if (coupon.disabled) return 'DISABLED';
  if (coupon.validFrom !== null && now.getTime() < new Date(coupon.validFrom).getTime())
    return 'NOT_YET_VALID';
  if (coupon.validTill !== null && now.getTime() > new Date(coupon.validTill).getTime()) return 'EXPIRED';
  if (coupon.rule.type === 'Voucher')
    return (coupon.remainingCreditMinor ?? 0) > 0 ? 'AVAILABLE' : 'NO_CREDIT';
  if (!coupon.isBatch && coupon.remaining !== null && coupon.remaining <= 0) return 'EXHAUSTED';
  return 'AVAILABLE';
}

/**
 * Spec 2 §4: a batch coupon can be toggled only when the basket holds non-discounted tickets for all of
 * its events.
 */
export function canToggleBatchCoupon(
  couponEventIds: readonly string[],
  items: readonly { eventId: string; couponId: string | null }[],
): boolean {
  if (couponEventIds.length === 0) return false;
  return couponEventIds.every((eventId) =>
    items.some((item) => item.eventId === eventId && item.couponId === null),
  );
}

/**
 * Voucher at checkout: its credit pays up to the total; the rest stays on the voucher (spec 2 §3
 * RemainingCredit). Never more than either.
 */
export function voucherPayment(
  totalMinor: number,
  creditMinor: number,
): { creditUsedMinor: number; toPayMinor: number; creditLeftMinor: number } {
  const creditUsedMinor = Math.max(0, Math.min(totalMinor, creditMinor));
  return {
    creditUsedMinor,
    toPayMinor: totalMinor - creditUsedMinor,
    creditLeftMinor: creditMinor - creditUsedMinor,
  };
}
