import type { BuyerInfo, OrderState, PaymentGate } from './payments-base';

/**
 * Pure payment rules (spec 2 §3–§5, §7, §9): gate flows and notes, the buyer form per gate, order results,
 * ticket codes, money rounding and fees, and when the buyer may pay. Shared by the server and the web
 * checkout so both decide the same way; the wire schemas are in `payments.ts`, the
 * gate, buyer and order-state types these rules take in `payments-base.ts`.
 */

// ——— Payment types and flows of the gates (spec §9, §3) ———

export const PAYMENT_TYPES = [
  'CARDPAY',
  'CASH',
  'ONLINE_REPLACEMENT',
  'INVOICE',
  'OTHER',
  'TRANSFER',
  'VOUCHER',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec §4: a reservation means payment type OTHER, every other gate CARDPAY. */
export function paymentTypeOfGate(gate: PaymentGate): PaymentType {
  return gate === 'RESERVATION' ? 'OTHER' : 'CARDPAY';
}

/**
 * How the client continues after pay (spec §2 stages): BRAINTREE is the card provider (braintreeStage);
 * the banks are left by form post (bankPostFormStage), a new-tab link or a same-window redirect
 * (toBankStage); RESERVATION is paid in place; FREE is a 0 total ("get tickets").
 */
export const PAYMENT_FLOWS = [
  'CARD_FORM',
  'FORM_POST',
  'NEW_TAB',
  'SAME_WINDOW',
  'IN_PLACE',
  'FREE',
] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

export const GATE_FLOW: Record<PaymentGate, Exclude<PaymentFlow, 'FREE'>> = {
  BRAINTREE: 'CARD_FORM',
  CSOB: 'FORM_POST',
  GPWEBPAY: 'FORM_POST',
  TATRABANKA: 'FORM_POST',
  CORVUSPAY: 'FORM_POST',
  MONRI: 'FORM_POST',
  MYPOS: 'FORM_POST',
  MULTIPAY: 'FORM_POST',
  STATNA_POKLADNICA: 'FORM_POST',
  PAYPAL: 'NEW_TAB',
  STRIPE: 'SAME_WINDOW',
  GOPAYCARD: 'SAME_WINDOW',
  GOPAY: 'SAME_WINDOW',
  CDPAY: 'SAME_WINDOW',
  RESERVATION: 'IN_PLACE',
};

/** Gates whose payer pays by card (PSD2 surcharge ban for EEA consumer cards, docs/decisions.md). */
export const CARD_GATES: readonly PaymentGate[] = [
  'CSOB',
  'STRIPE',
  'GOPAYCARD',
  'TATRABANKA',
  'CORVUSPAY',
  'MONRI',
  'MULTIPAY',
  'BRAINTREE',
  'MYPOS',
  'GPWEBPAY',
];

/** Spec §9 notes shown beside a gate in the method list (translation keys of the web catalog). */
export const GATE_NOTE: Partial<
  Record<PaymentGate, 'CARD_NOTE' | 'BANK_TRANSFER' | 'PAY_IN_PLACE' | 'CRYPTO_FEE'>
> = {
  TATRABANKA: 'CARD_NOTE',
  GOPAY: 'BANK_TRANSFER',
  RESERVATION: 'PAY_IN_PLACE',
  CDPAY: 'CRYPTO_FEE',
};

// ——— Buyer info (spec §3, §5) ———

/** Spec §9 "buyer-form gates seen": these ask the extended info (address, city, country, postal, phone). */
export const EXTENDED_BUYER_INFO_GATES: readonly PaymentGate[] = ['MULTIPAY', 'MYPOS', 'GPWEBPAY'];

export interface BuyerFormRules {
  /** Address, city, country and postal are asked and required. */
  extended: boolean;
  /** Phone asked and required (extended gates except GPWEBPAY). */
  phoneRequired: boolean;
  /** STATNA_POKLADNICA: only first and last name are asked. */
  nameOnly: boolean;
  /** Company details may be given (not for the name-only gate). */
  companyAllowed: boolean;
}

/** Spec §5 Buyer form for a gate (null: no gate chosen yet, e.g. a free order). */
export function buyerFormRules(gate: PaymentGate | null | undefined): BuyerFormRules {
  if (gate === 'STATNA_POKLADNICA')
    return { extended: false, phoneRequired: false, nameOnly: true, companyAllowed: false };
  const extended = gate ? EXTENDED_BUYER_INFO_GATES.includes(gate) : false;
  return { extended, phoneRequired: extended && gate !== 'GPWEBPAY', nameOnly: false, companyAllowed: true };
}

/** Spec §3 Buyer info: Phone defaults to '-' when absent. */
export const DEFAULT_PHONE = '-';

const PHONE = /^\+?[0-9 ()/-]{6,20}$/;

/**
 * Spec §5 Buyer form as FieldErrors (field path → form message keys); empty when valid. The server answers
 * these with VALIDATION_FAILED; the web form shows the same keys.
 */
export function buyerInfoErrors(
  info: BuyerInfo,
  gate: PaymentGate | null | undefined,
): Record<string, string[]> {
  const rules = buyerFormRules(gate);
  const errors: Record<string, string[]> = {};
  const need = (path: string, value: string | null | undefined) => {
    if (!value?.trim()) errors[path] = ['FIELD_REQUIRED'];
  };
  need('BuyerInfo.FirstName', info.FirstName);
  need('BuyerInfo.LastName', info.LastName);
  if (rules.extended) {
    need('BuyerInfo.Address', info.Address);
    need('BuyerInfo.City', info.City);
    need('BuyerInfo.Country', info.Country);
    need('BuyerInfo.Postal', info.Postal);
    if (rules.phoneRequired) need('BuyerInfo.Phone', info.Phone === DEFAULT_PHONE ? '' : info.Phone);
  }
  const phone = info.Phone?.trim();
  if (phone && phone !== DEFAULT_PHONE && !PHONE.test(phone) && !rules.nameOnly)
    errors['BuyerInfo.Phone'] = ['PHONE_INVALID'];
  const company = info.CompanyInfo;
  if (company && rules.companyAllowed) {
    need('BuyerInfo.CompanyInfo.CompanyName', company.CompanyName);
    need('BuyerInfo.CompanyInfo.Ico', company.Ico);
    need('BuyerInfo.CompanyInfo.AddressLine', company.AddressLine);
    need('BuyerInfo.CompanyInfo.City', company.City);
    need('BuyerInfo.CompanyInfo.Country', company.Country);
    need('BuyerInfo.CompanyInfo.Zip', company.Zip);
  }
  return errors;
}

/** What is stored for the gate: name-only drops the rest; Phone defaults to '-'. */
export function normalizeBuyerInfo(info: BuyerInfo, gate: PaymentGate | null | undefined): BuyerInfo {
  const rules = buyerFormRules(gate);
  if (rules.nameOnly)
    return { FirstName: info.FirstName.trim(), LastName: info.LastName.trim(), Phone: DEFAULT_PHONE };
  return { ...info, Phone: info.Phone?.trim() || DEFAULT_PHONE };
}

// ——— Order results ———

/** Payment-result page `res` values. */
export const PAYMENT_RESULTS = ['OK', 'FAIL', 'CANCEL', 'PENDING', 'RESERVED', 'REFUNDED'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

export function paymentResultOf(state: OrderState): PaymentResult {
  switch (state) {
    case 'PAID':
      return 'OK';
    case 'RESERVED':
      return 'RESERVED';
    case 'CANCELLED':
      return 'CANCEL';
    case 'REFUNDED':
      return 'REFUNDED';
    case 'PENDING':
      return 'PENDING';
    default:
      return 'FAIL';
  }
}

// ——— Purchased tickets (spec §7) ———

/** Spec §7: the purchased-ticket QR is 270 px with error level H. */
export const TICKET_QR = { size: 270, errorCorrectionLevel: 'H' } as const;

/** Spec §7: the ticket code is shown grouped in fours ("ABCD EFGH …"). */
export function groupTicketCode(code: string): string {
  return (
    code
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

// ——— Totals, fees, rounding (spec §9) and the pay gate (spec §5) ———

/** Spec §9: 2 decimals, half away from zero (money is kept in minor units everywhere else). */
export function roundMoney(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * 100 + 1e-9)) / 100;
}

/** Spec §7: fee = total − price (never negative); the caller passes the original price as total on failure. */
export function feeFromTotal(price: number, total: number): number {
  return Math.max(0, roundMoney(total - price));
}

/** Spec §9: final price = basket total + payment fee when the total is above 0. */
export function finalPrice(basketTotal: number, fee: number): number {
  return basketTotal > 0 ? roundMoney(basketTotal + fee) : roundMoney(basketTotal);
}

/** Spec §9: payment methods show only when the total is above 0; at 0 the button reads "get tickets". */
export function paymentNeeded(basketTotal: number): boolean {
  return basketTotal > 0;
}
export function payButtonKey(basketTotal: number): 'PAY' | 'GET_TICKETS' {
  return paymentNeeded(basketTotal) ? 'PAY' : 'GET_TICKETS';
}

/** Spec §9: the fee line shows only when above 0. */
export const showFee = (fee: number): boolean => fee > 0;

/** A gate's configured fee: percent (basis points, 150 = 1.5 %) of the price plus a fixed part, minor units. */
export function gateFeeMinor(priceMinor: number, percentBp: number, fixedMinor: number): number {
  if (priceMinor <= 0) return 0;
  return Math.round((priceMinor * percentBp) / 10_000) + fixedMinor;
}

/**
 * PSD2 (Directive 2015/2366 Art. 62(4)): no surcharge on EEA consumer card payments and SEPA transfers.
 * A card or bank-transfer gate is charged a fee only when its setting says so explicitly.
 */
export function gateMaySurcharge(gate: PaymentGate, explicitlyAllowed: boolean): boolean {
  if (gate === 'RESERVATION') return false;
  if (CARD_GATES.includes(gate) || gate === 'GOPAY') return explicitlyAllowed;
  return true;
}

export interface CanPayInput {
  feeLoading: boolean;
  basketEmpty: boolean;
  loading: boolean;
  termsOfUse: boolean;
  privacyPolicy: boolean;
  /** A method is needed when the total is above 0. */
  methodNeeded: boolean;
  methodChosen: boolean;
  formValid: boolean;
  payerEmail: string | null | undefined;
}

/** Spec §5 "Pay allowed only if". */
export function canPay(input: CanPayInput): boolean {
  return (
    !input.feeLoading &&
    !input.basketEmpty &&
    !input.loading &&
    input.termsOfUse &&
    input.privacyPolicy &&
    (!input.methodNeeded || input.methodChosen) &&
    input.formValid &&
    Boolean(input.payerEmail?.trim())
  );
}
