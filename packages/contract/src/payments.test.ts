import { describe, expect, it } from 'vitest';
import {
  buyerFormRules,
  buyerInfoErrors,
  canPay,
  feeFromTotal,
  finalPrice,
  gateFeeMinor,
  gateMaySurcharge,
  groupTicketCode,
  normalizeBuyerInfo,
  PayQuerySchema,
  payButtonKey,
  paymentResultOf,
  paymentTypeOfGate,
  roundMoney,
} from './payments';

const name = { FirstName: 'Ján', LastName: 'Kováč' };
const full = {
  ...name,
  Address: 'Hlavná 1',
  City: 'Košice',
  Country: 'SK',
  Postal: '04001',
  Phone: '+421 900 123 456',
};

describe('buyer form rules (spec §5)', () => {
  it('asks extended info for MULTIPAY, MYPOS and GPWEBPAY, phone not for GPWEBPAY', () => {
    expect(buyerFormRules('MULTIPAY')).toMatchObject({ extended: true, phoneRequired: true });
    expect(buyerFormRules('MYPOS')).toMatchObject({ extended: true, phoneRequired: true });
    expect(buyerFormRules('GPWEBPAY')).toMatchObject({ extended: true, phoneRequired: false });
    expect(buyerFormRules('BRAINTREE')).toMatchObject({ extended: false, phoneRequired: false });
    expect(buyerFormRules(null)).toMatchObject({ extended: false, nameOnly: false });
  });

  it('asks only the name for STATNA_POKLADNICA and stores nothing else', () => {
    expect(buyerFormRules('STATNA_POKLADNICA')).toMatchObject({ nameOnly: true, extended: false });
    expect(buyerInfoErrors({ ...name }, 'STATNA_POKLADNICA')).toEqual({});
    expect(normalizeBuyerInfo({ ...full, CompanyInfo: null }, 'STATNA_POKLADNICA')).toEqual({
      ...name,
      Phone: '-',
    });
  });

  it('requires the names, and the address part and phone per gate', () => {
    expect(buyerInfoErrors({ FirstName: ' ', LastName: '' }, 'BRAINTREE')).toEqual({
      'BuyerInfo.FirstName': ['FIELD_REQUIRED'],
      'BuyerInfo.LastName': ['FIELD_REQUIRED'],
    });
    expect(Object.keys(buyerInfoErrors({ ...name }, 'MYPOS')).sort()).toEqual([
      'BuyerInfo.Address',
      'BuyerInfo.City',
      'BuyerInfo.Country',
      'BuyerInfo.Phone',
      'BuyerInfo.Postal',
    ]);
    expect(buyerInfoErrors({ ...full, Phone: '-' }, 'GPWEBPAY')).toEqual({});
    expect(buyerInfoErrors({ ...full, Phone: '-' }, 'MULTIPAY')).toEqual({
      'BuyerInfo.Phone': ['FIELD_REQUIRED'],
    });
    expect(buyerInfoErrors({ ...name, Phone: 'call me' }, 'BRAINTREE')).toEqual({
      'BuyerInfo.Phone': ['PHONE_INVALID'],
    });
  });

  it('requires company name, Ico, address, city, country and zip; VAT numbers optional', () => {
    const company = {
      CompanyName: 'Firma s.r.o.',
      Ico: '12345678',
      AddressLine: 'Ulica 2',
      City: 'Žilina',
      Country: 'SK',
      Zip: '01001',
    };
    expect(buyerInfoErrors({ ...name, CompanyInfo: company }, 'BRAINTREE')).toEqual({});
    expect(buyerInfoErrors({ ...name, CompanyInfo: { ...company, Ico: '', Zip: '' } }, 'BRAINTREE')).toEqual({
      'BuyerInfo.CompanyInfo.Ico': ['FIELD_REQUIRED'],
      'BuyerInfo.CompanyInfo.Zip': ['FIELD_REQUIRED'],
    });
  });

  it('defaults the phone to "-"', () => {
    expect(normalizeBuyerInfo({ ...name }, 'BRAINTREE').Phone).toBe('-');
    expect(normalizeBuyerInfo({ ...name, Phone: ' ' }, 'BRAINTREE').Phone).toBe('-');
    expect(normalizeBuyerInfo({ ...name, Phone: '+421900' }, 'BRAINTREE').Phone).toBe('+421900');
  });
});

describe('totals, fees and rounding (spec §9)', () => {
  it('rounds to 2 decimals half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-1.005)).toBe(-1.01);
  });

  it('fee = total − price, never negative; the original price on failure means fee 0', () => {
    expect(feeFromTotal(20, 20.75)).toBe(0.75);
    expect(feeFromTotal(20, 20)).toBe(0);
    expect(feeFromTotal(20, 19)).toBe(0);
  });

  it('adds the fee only when the basket total is above 0', () => {
    expect(finalPrice(20.1, 0.2)).toBe(20.3);
    expect(finalPrice(0, 0.5)).toBe(0);
    expect(payButtonKey(0)).toBe('GET_TICKETS');
    expect(payButtonKey(0.01)).toBe('PAY');
  });

  it('computes a gate fee from basis points and a fixed part', () => {
    expect(gateFeeMinor(10_000, 150, 25)).toBe(175);
    expect(gateFeeMinor(0, 150, 25)).toBe(0);
  });

  it('never surcharges consumer cards or SEPA transfers unless allowed explicitly (PSD2)', () => {
    expect(gateMaySurcharge('BRAINTREE', false)).toBe(false);
    expect(gateMaySurcharge('GOPAY', false)).toBe(false);
    expect(gateMaySurcharge('BRAINTREE', true)).toBe(true);
    expect(gateMaySurcharge('CDPAY', false)).toBe(true);
    expect(gateMaySurcharge('RESERVATION', true)).toBe(false);
  });
});

describe('pay gate (spec §5)', () => {
  const ok = {
    feeLoading: false,
    basketEmpty: false,
    loading: false,
    termsOfUse: true,
    privacyPolicy: true,
    methodNeeded: true,
    methodChosen: true,
    formValid: true,
    payerEmail: 'a@b.sk',
  };
  it('allows pay only when every condition holds', () => {
    expect(canPay(ok)).toBe(true);
    for (const [key, value] of Object.entries({
      feeLoading: true,
      basketEmpty: true,
      loading: true,
      termsOfUse: false,
      privacyPolicy: false,
      methodChosen: false,
      formValid: false,
      payerEmail: '',
    }))
      expect(canPay({ ...ok, [key]: value }), key).toBe(false);
    expect(canPay({ ...ok, methodNeeded: false, methodChosen: false })).toBe(true);
  });
});

describe('small rules', () => {
  it('maps RESERVATION to OTHER and other gates to CARDPAY', () => {
    expect(paymentTypeOfGate('RESERVATION')).toBe('OTHER');
    expect(paymentTypeOfGate('GOPAY')).toBe('CARDPAY');
  });
  it('groups the ticket code in fours', () => {
    expect(groupTicketCode('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
  it('maps order states to payment-result values', () => {
    expect(paymentResultOf('PAID')).toBe('OK');
    expect(paymentResultOf('EXPIRED')).toBe('FAIL');
    expect(paymentResultOf('CANCELLED')).toBe('CANCEL');
  });
  it('parses the pay query', () => {
    expect(PayQuerySchema.parse({ FromIosApp: 'true', NewEmail: 'x@y.sk' })).toEqual({
      FromIosApp: true,
      NewEmail: 'x@y.sk',
    });
    expect(PayQuerySchema.safeParse({ NewEmail: 'nope' }).success).toBe(false);
  });
});
