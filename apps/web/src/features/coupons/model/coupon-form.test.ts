import type { Coupon } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import {
  type CouponFormValues,
  couponBodyOf,
  currencyMixError,
  emptyCouponForm,
  formOfCoupon,
  serverCouponErrors,
  validateCoupon,
} from './coupon-form';
import { isoToLocalInput, localInputToIso } from './local-time';

const EVENT = '7d1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11';
const valid = (patch: Partial<CouponFormValues> = {}): CouponFormValues => ({
  ...emptyCouponForm(EVENT),
  CouponName: 'Students',
  Code: 'STUDENT20',
  DiscountAmount: 20,
  ...patch,
});

describe('coupon form → request body', () => {
  it('sends 20 % as 0.2, empty counts as unlimited, dates as UTC instants', () => {
    const body = couponBodyOf(
      valid({ ValidFrom: '2026-11-01T00:00', ValidTill: '2026-11-30T23:55', TotalCount: 100 }),
    );
    expect(body).toMatchObject({
      CouponName: 'Students',
      Code: 'STUDENT20',
      CouponDiscount: { DiscountType: 'Percentage', Value: 0.2 },
      TotalCount: 100,
      MaximumTicketsPerUser: null,
      Events: [EVENT],
      IsPos: false,
      Owner: null,
      ValidFrom: new Date('2026-11-01T00:00').toISOString(),
    });
    expect(validateCoupon(valid())).toEqual({});
  });

  it('drops chosen ticket types while "all types, also future ones" is on and marks POS coupons', () => {
    const body = couponBodyOf(
      valid({ AllTicketCategories: true, SeatsTicketCategories: [EVENT], Type: 'PosCoupon' }),
    );
    expect(body.SeatsTicketCategories).toEqual([]);
    expect(body.IsPos).toBe(true);
  });

  it('round-trips a stored surcharge coupon through the edit form', () => {
    const stored = {
      ...couponBodyOf(valid({ DiscountType: 'Price', DiscountAmount: 2.5, Surcharge: true })),
      Code: 'PLUS',
      CouponDescription: null,
      ValidFrom: '2026-11-01T10:00:00.000Z',
      ValidTill: null,
      Owner: null,
    } as unknown as Coupon;
    const form = formOfCoupon(stored);
    expect(form).toMatchObject({ DiscountType: 'Price', DiscountAmount: 2.5, Surcharge: true });
    expect(localInputToIso(form.ValidFrom)).toBe('2026-11-01T10:00:00.000Z');
    expect(couponBodyOf(form).CouponDiscount).toEqual({ DiscountType: 'Price', Value: -2.5 });
  });
});

describe('coupon form validation (the contract schema, coupon wording)', () => {
  it.each([
    [{ DiscountAmount: 150 }, 'DiscountAmount', 'COUPONS_ADMIN.ERRORS.PERCENT_RANGE'],
    [{ DiscountAmount: -1 }, 'DiscountAmount', 'COUPONS_ADMIN.ERRORS.PERCENT_RANGE'],
    [{ DiscountAmount: '' }, 'DiscountAmount', 'FORM.FIELD_REQUIRED'],
    [{ DiscountType: 'Absolute', DiscountAmount: -5 }, 'DiscountAmount', 'COUPONS_ADMIN.ERRORS.AMOUNT_MIN'],
    [{ DiscountType: 'Voucher', DiscountAmount: 0 }, 'DiscountAmount', 'COUPONS_ADMIN.ERRORS.AMOUNT_MIN'],
    [
      { DiscountType: 'Absolute', DiscountAmount: 1.005 },
      'DiscountAmount',
      'COUPONS_ADMIN.ERRORS.MONEY_DECIMALS',
    ],
    [
      { ValidFrom: '2026-12-01T10:00', ValidTill: '2026-11-01T10:00' },
      'ValidTill',
      'COUPONS_ADMIN.ERRORS.TILL_BEFORE_FROM',
    ],
    [
      { MinimumTicketsPerUser: 5, MaximumTicketsPerUser: 2 },
      'MaximumTicketsPerUser',
      'COUPONS_ADMIN.ERRORS.MAX_BELOW_MIN',
    ],
    [{ Code: 'no spaces' }, 'Code', 'COUPONS_ADMIN.ERRORS.CODE_FORMAT'],
    [{ Events: [] }, 'Events', 'COUPONS_ADMIN.ERRORS.EVENTS'],
    [{ CouponName: '  ' }, 'CouponName', 'FORM.FIELD_REQUIRED'],
    [{ Type: 'OwnedEventCoupon', Owner: '' }, 'Owner', 'FORM.FIELD_REQUIRED'],
    [{ AllTicketCategories: false }, 'SeatsTicketCategories', 'COUPONS_ADMIN.ERRORS.TICKET_TYPES'],
    [{ TotalCount: 0 }, 'TotalCount', 'COUPONS_ADMIN.ERRORS.COUNT_MIN'],
  ] as [Partial<CouponFormValues>, string, string][])('%o → %s %s', (patch, field, key) => {
    expect(validateCoupon(valid(patch))[field as keyof CouponFormValues]?.key).toBe(key);
  });

  it('accepts a Price surcharge (the documented negative value)', () => {
    expect(validateCoupon(valid({ DiscountType: 'Price', DiscountAmount: 3, Surcharge: true }))).toEqual({});
  });

  it("maps the server's FieldErrors, the taken code onto the Code field", () => {
    const errors = serverCouponErrors(
      { Code: ['SAME_VALUE_INVALID'], 'CouponDiscount.Value': ['MAX_VALUE'], Unknown: ['X'] },
      valid(),
    );
    expect(errors).toEqual({
      Code: { key: 'COUPONS_ADMIN.ERRORS.CODE_TAKEN' },
      DiscountAmount: { key: 'COUPONS_ADMIN.ERRORS.PERCENT_RANGE' },
    });
  });
});

describe('local validity inputs', () => {
  it('converts the browser-zone input to UTC and back; empty and junk are told apart', () => {
    const iso = localInputToIso('2026-11-21T18:30');
    expect(iso).toBe(new Date(2026, 10, 21, 18, 30).toISOString());
    expect(isoToLocalInput(iso as string)).toBe('2026-11-21T18:30');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('21.11.2026')).toBe('invalid');
  });
});

describe('currency of a money coupon', () => {
  const events = [
    { Id: 'a', Currency: 'EUR' },
    { Id: 'b', Currency: 'CZK' },
    { Id: 'c', Currency: 'EUR' },
  ];
  it('refuses events sold in different currencies for money discounts only', () => {
    expect(currencyMixError({ DiscountType: 'Absolute', Events: ['a', 'b'] }, events).Events?.key).toBe(
      'COUPONS_ADMIN.ERRORS.CURRENCY_MIX',
    );
    expect(currencyMixError({ DiscountType: 'Absolute', Events: ['a', 'c'] }, events)).toEqual({});
    expect(currencyMixError({ DiscountType: 'Percentage', Events: ['a', 'b'] }, events)).toEqual({});
  });
});
