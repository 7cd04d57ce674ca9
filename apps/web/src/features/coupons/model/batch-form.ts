import { CouponBatchInputSchema } from '@marquee/contract';
import {
  type CouponFieldError,
  type CouponFormValues,
  couponBodyOf,
  couponErrorOf,
  emptyCouponForm,
  fieldOfPath,
  ruleKeyOf,
} from './coupon-form';

/** Bulk generation (beyond the spec): the coupon's shared values, how many codes, and their prefix. */
export interface BatchFormValues {
  coupon: CouponFormValues;
  Count: number | '';
  Prefix: string;
}

export type BatchField = keyof CouponFormValues | 'Count' | 'Prefix';
export type BatchFieldErrors = Partial<Record<BatchField, CouponFieldError>>;

export function emptyBatchForm(eventId: string | null, currency = 'EUR'): BatchFormValues {
  // Each generated code is single-use (TotalCount 1), so the form has no total of its own.
  return { coupon: emptyCouponForm(eventId, currency), Count: 10, Prefix: '' };
}

/** The request body of POST /{type}/{id}/coupons/generate. */
export function batchBodyOf(values: BatchFormValues): Record<string, unknown> {
  const {
    Code: _code,
    TotalCount: _total,
    Owner: _owner,
    Disabled: _disabled,
    ...shared
  } = couponBodyOf(values.coupon);
  return {
    ...shared,
    Count: values.Count === '' ? Number.NaN : values.Count,
    Prefix: values.Prefix.trim(),
  };
}

/** Checks the batch with the contract's CouponBatchInputSchema. */
export function validateBatch(values: BatchFormValues): BatchFieldErrors {
  const parsed = CouponBatchInputSchema.safeParse(batchBodyOf(values));
  const errors: BatchFieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path === 'Count') errors.Count ??= { key: 'COUPONS_ADMIN.ERRORS.BATCH_COUNT' };
    else if (path === 'Prefix') errors.Prefix ??= { key: 'COUPONS_ADMIN.ERRORS.PREFIX_FORMAT' };
    else {
      const field = fieldOfPath(path);
      if (!field || errors[field]) continue;
      errors[field] = couponErrorOf(field, ruleKeyOf(issue), values.coupon);
    }
  }
  return errors;
}

/** The generated codes' CSV file name: `coupons-FEST.csv`. */
export const batchFileName = (prefix: string) => `coupons-${prefix.trim().toUpperCase() || 'batch'}.csv`;
