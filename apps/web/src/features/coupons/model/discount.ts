import {
  type CouponDiscountType,
  type CouponDiscountValue,
  discountDisplayValue,
  discountRuleOf,
} from '@marquee/contract';

/**
 * The discount as the organizer types it and as the API stores it (spec 2 §9, spec 3 §9):
 * - Percentage: typed in percent (20), stored as a fraction (0.2).
 * - Absolute and Voucher: money, stored as is.
 * - Price: the new per-ticket price; with `surcharge` the typed amount is added to the price instead,
 *   which the API stores as a negative value.
 */
export interface DiscountDraft {
  type: CouponDiscountType;
  /** What the input holds: '' while empty. */
  amount: number | '';
  /** Price only: the amount raises the listed price (stored negative, shown with +). */
  surcharge: boolean;
}

/** 20 → 0.2; six decimals at most, the stored precision (no float noise such as 0.07 → 0.07000000000000001). */
export function percentToFraction(percent: number): number {
  return Number((percent / 100).toFixed(6));
}

/** 0.2 → 20 (four decimals, the inverse of the six stored ones). */
export function fractionToPercent(fraction: number): number {
  return Number((fraction * 100).toFixed(4));
}

/**
 * Draft → the wire's CouponDiscount. An empty amount becomes NaN so the contract schema refuses it
 * ("not a valid value") instead of silently saving 0.
 */
export function discountOfDraft(draft: DiscountDraft): CouponDiscountValue {
  const amount = draft.amount === '' ? Number.NaN : draft.amount;
  if (draft.type === 'Percentage') return { DiscountType: 'Percentage', Value: percentToFraction(amount) };
  if (draft.type === 'Price' && draft.surcharge) {
    // −0 would read as "price 0" on the server; a zero surcharge is simply the price 0 (no surcharge).
    return { DiscountType: 'Price', Value: amount === 0 ? 0 : -Math.abs(amount) };
  }
  return { DiscountType: draft.type, Value: amount };
}

/** The wire's CouponDiscount → what the form shows. */
export function draftOfDiscount(discount: CouponDiscountValue): DiscountDraft {
  if (discount.DiscountType === 'Percentage')
    return { type: 'Percentage', amount: fractionToPercent(discount.Value), surcharge: false };
  if (discount.DiscountType === 'Price' && discount.Value < 0)
    return { type: 'Price', amount: Math.abs(discount.Value), surcharge: true };
  return { type: discount.DiscountType, amount: discount.Value, surcharge: false };
}

/**
 * How the table shows a discount: "20 %", "−5,00 €" off, "12,00 €" (new price), "+2,50 €" (surcharge),
 * "25,00 €" of credit. The number comes from the contract's display rule so web and API agree.
 */
export function formatDiscount(discount: CouponDiscountValue, currency: string, locale: string): string {
  const shown = discountDisplayValue(discountRuleOf(discount));
  if (discount.DiscountType === 'Percentage') {
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(shown));
    return `${percent} %`;
  }
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    Number(shown.replace('+', '')),
  );
  if (discount.DiscountType === 'Absolute') return `−${money}`;
  return shown.startsWith('+') ? `+${money}` : money;
}
