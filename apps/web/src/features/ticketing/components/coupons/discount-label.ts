import type { Coupon } from '@marquee/contract';
import type { useTranslation } from 'react-i18next';
import { formatMoney } from '../../model/money';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * Spec 2 §9 as the buyer reads it: a percentage × 100, an amount off, a new price per ticket (a
 * surcharge with '+'), or a voucher's credit left.
 */
export function discountLabel(coupon: Coupon, t: Translate, language: string): string {
  const money = (value: number) => formatMoney(value, coupon.Currency, language);
  const { DiscountType, Value } = coupon.CouponDiscount;
  switch (DiscountType) {
    case 'Percentage':
      return t('COUPON.DISCOUNT.PERCENTAGE', { value: coupon.DisplayValue });
    case 'Absolute':
      return t('COUPON.DISCOUNT.ABSOLUTE', { amount: money(Value) });
    case 'Price':
      return Value < 0
        ? t('COUPON.DISCOUNT.SURCHARGE', { amount: money(-Value) })
        : t('COUPON.DISCOUNT.PRICE', { amount: money(Value) });
    case 'Voucher':
      return t('COUPON.DISCOUNT.VOUCHER', { amount: money(coupon.RemainingCredit ?? 0) });
  }
}
