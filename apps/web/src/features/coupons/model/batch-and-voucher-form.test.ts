import { describe, expect, it } from 'vitest';
import { batchBodyOf, batchFileName, emptyBatchForm, validateBatch } from './batch-form';
import { validateVoucher, voucherBodyOf, voucherFormOf } from './voucher-form';

const EVENT = '7d1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11';

describe('bulk generation form', () => {
  const valid = () => {
    const values = emptyBatchForm(EVENT);
    return {
      ...values,
      Count: 5,
      Prefix: 'fest',
      coupon: { ...values.coupon, CouponName: 'Pass', DiscountAmount: 20 },
    };
  };

  it('sends the shared coupon without code, total or owner, with the count and prefix', () => {
    const body = batchBodyOf(valid());
    expect(body).toMatchObject({
      Count: 5,
      Prefix: 'fest',
      CouponDiscount: { DiscountType: 'Percentage', Value: 0.2 },
    });
    expect(body).not.toHaveProperty('Code');
    expect(body).not.toHaveProperty('TotalCount');
    expect(validateBatch(valid())).toEqual({});
  });

  it('refuses a count out of 1–5000, a prefix with spaces and a missing discount', () => {
    const errors = validateBatch({
      ...valid(),
      Count: 0,
      Prefix: 'has space',
      coupon: { ...valid().coupon, DiscountAmount: '' },
    });
    expect(errors.Count?.key).toBe('COUPONS_ADMIN.ERRORS.BATCH_COUNT');
    expect(errors.Prefix?.key).toBe('COUPONS_ADMIN.ERRORS.PREFIX_FORMAT');
    expect(errors.DiscountAmount?.key).toBe('FORM.FIELD_REQUIRED');
    expect(validateBatch({ ...valid(), Count: 5001 }).Count).toBeDefined();
  });

  it('names the CSV after the prefix', () => {
    expect(batchFileName(' fest ')).toBe('coupons-FEST.csv');
    expect(batchFileName('')).toBe('coupons-batch.csv');
  });
});

describe('voucher template form', () => {
  it('accepts a gift voucher and refuses zero credit, negative price and 3 decimals', () => {
    const values = { ...voucherFormOf(null), Name: 'Gift 25', Value: 25 as const, Price: 25 as const };
    expect(validateVoucher(values)).toEqual({});
    expect(voucherBodyOf(values)).toMatchObject({ Name: 'Gift 25', Value: 25, Price: 25, ValidityDays: 365 });
    const errors = validateVoucher({ ...values, Value: 0, Price: -1, ValidityDays: '' });
    expect(errors.Value?.key).toBe('COUPONS_ADMIN.ERRORS.CREDIT_MIN');
    expect(errors.Price?.key).toBe('COUPONS_ADMIN.ERRORS.AMOUNT_MIN');
    expect(errors.ValidityDays?.key).toBe('FORM.FIELD_REQUIRED');
    expect(validateVoucher({ ...values, Price: 1.005 }).Price?.key).toBe(
      'COUPONS_ADMIN.ERRORS.MONEY_DECIMALS',
    );
  });
});
