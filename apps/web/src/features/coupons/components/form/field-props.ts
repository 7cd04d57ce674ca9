import type { TFunction } from 'i18next';
import type { CouponField, CouponFieldErrors, CouponFormValues } from '../../model/coupon-form';

/** What each section of the coupon form gets: the values, a setter per field and the errors. */
export interface SectionProps {
  values: CouponFormValues;
  set: <K extends CouponField>(field: K, value: CouponFormValues[K]) => void;
  errors: CouponFieldErrors;
}

/** The translated error of a field, for Mantine's `error` prop (undefined when valid). */
export function errorText(t: TFunction, errors: CouponFieldErrors, field: CouponField): string | undefined {
  const error = errors[field];
  return error ? t(error.key, error.values ?? {}) : undefined;
}

/** NumberInput answers a number, or a string while empty or mid-typing ("1."). */
export function numberOrEmpty(value: number | string): number | '' {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? '' : Number(value);
}
