import { z } from 'zod';

/**
 * Payments, orders and purchased tickets (spec 2 §3 Buyer info, Agreements, Payment, Purchase payload,
 * Purchased ticket; §4 Payment; §5 Buyer form, Pay allowed only if; §7 pay … pdfPreview; §9 fees, gates).
 * Money on the wire is a decimal number with 2 places; instants are ISO-8601 UTC.
 */

// ——— Gates and payment types (spec §9, §3) ———

export const PAYMENT_GATES = [
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
  'PAYPAL',
  'GOPAY',
  'RESERVATION',
  'CDPAY',
  'STATNA_POKLADNICA',
] as const;
export const PaymentGateSchema = z.enum(PAYMENT_GATES);
export type PaymentGate = z.infer<typeof PaymentGateSchema>;

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

// ——— Buyer info and agreements (spec §3, §5) ———

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

const text = (max: number) => z.string().trim().max(max);

export const CompanyInfoSchema = z
  .object({
    CompanyName: text(200),
    Ico: text(20),
    Dic: text(20).nullish(),
    IcDph: text(20).nullish(),
    AddressLine: text(200),
    City: text(100),
    Country: text(100),
    Zip: text(20),
  })
  .meta({ id: 'CompanyInfo' });
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

/** Shape only; which fields are required depends on the gate — see `buyerInfoErrors`. */
export const BuyerInfoSchema = z
  .object({
    FirstName: text(100),
    LastName: text(100),
    Address: text(200).nullish(),
    City: text(100).nullish(),
    Country: text(100).nullish(),
    Postal: text(20).nullish(),
    Phone: text(40).nullish(),
    CompanyInfo: CompanyInfoSchema.nullish(),
  })
  .meta({ id: 'BuyerInfo' });
export type BuyerInfo = z.infer<typeof BuyerInfoSchema>;

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

/** Spec §3 Agreements (sent as Gdpr): terms and privacy must be true to pay. */
export const PurchaseGdprSchema = z
  .object({
    TermsOfUse: z.boolean(),
    PrivacyPolicy: z.boolean(),
    NewsletterEnabled: z.boolean().default(false),
  })
  .meta({ id: 'PurchaseGdpr' });
export type PurchaseGdpr = z.infer<typeof PurchaseGdprSchema>;

/** Spec §3 ticket registration data per ticket; the questionnaires issue validates the answers. */
export const TicketRegistrationSchema = z.object({
  Type: z
    .literal('QuestionnaireTicketRegistrationCreateDto')
    .default('QuestionnaireTicketRegistrationCreateDto'),
  QuestionnaireId: z.string().nullable(),
  QuestionnaireTicketPairId: z.string().nullable(),
  Answers: z
    .array(z.object({ QuestionId: z.string(), Type: z.string(), Input: z.unknown().nullable() }))
    .max(200)
    .default([]),
  MarketingAgreement: z.boolean().optional(),
  TermsAndCondition: z.boolean().optional(),
});
export const EventRegistrationSchema = z
  .object({ TicketRegistrations: z.array(TicketRegistrationSchema).max(500) })
  .meta({ id: 'EventRegistration' });

// ——— Pay / reserveTicket (spec §7) ———

/** Query of POST /ticketing/basket/{guid}/pay and /reserveTicket. */
export const PayQuerySchema = z.object({
  EventId: z.uuid().optional(),
  phoneNumber: z.string().trim().max(40).optional(),
  /** The contact e-mail of a guest (or a signed-in user whose account e-mail is a generated one). */
  NewEmail: z.email().max(254).optional(),
  FromIosApp: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  referalId: z.string().trim().max(100).optional(),
});
export type PayQuery = z.infer<typeof PayQuerySchema>;

/** Body of pay / reserveTicket (spec "Purchase payload"). `PaymentGate` may be omitted only at a 0 total. */
export const PayBodySchema = z
  .object({
    BuyerInfo: BuyerInfoSchema,
    Gdpr: PurchaseGdprSchema,
    EventRegistration: EventRegistrationSchema.nullish(),
    PaymentGate: PaymentGateSchema.nullish(),
  })
  .meta({ id: 'PayBody' });
export type PayBody = z.infer<typeof PayBodySchema>;

/** What the client does next (spec §2 stages), with what it needs for it. */
export const PayExtraDataSchema = z
  .object({
    OrderId: z.string(),
    /** The order's variable symbol (payment-result `vs`). */
    VariableSymbol: z.string(),
    Flow: z.enum(PAYMENT_FLOWS),
    Gate: PaymentGateSchema.nullable(),
    /** FORM_POST: the fields to post to `url`. */
    FormFields: z.record(z.string(), z.string()).nullable(),
    /** CARD_FORM: the token the hosted card form was opened with. */
    ClientToken: z.string().nullable(),
    Price: z.number(),
    Fee: z.number(),
    Total: z.number(),
    Currency: z.string(),
    Count: z.number().int(),
  })
  .meta({ id: 'PayExtraData' });
export type PayExtraData = z.infer<typeof PayExtraDataSchema>;

/**
 * Answer of pay / reserveTicket. `url`: the hosted payment page (CARD_FORM: open it in the card stage;
 * FORM_POST: post FormFields to it; NEW_TAB / SAME_WINDOW: open it) or, for IN_PLACE and FREE, the result
 * page. `needredirect`: the client must leave for `url`.
 */
export const PayResponseSchema = z
  .object({ extraData: PayExtraDataSchema, url: z.string(), needredirect: z.boolean() })
  .meta({ id: 'PayResponse' });
export type PayResponse = z.infer<typeof PayResponseSchema>;

export const PaymentMethodSchema = z
  .object({
    Gate: PaymentGateSchema,
    PaymentType: z.enum(PAYMENT_TYPES),
    Flow: z.enum(PAYMENT_FLOWS),
    Note: z.enum(['CARD_NOTE', 'BANK_TRANSFER', 'PAY_IN_PLACE', 'CRYPTO_FEE']).nullable(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** GET /ticketing/basket/{id}/getAvailablePaymentMethods?forReservationsPay: in display order. */
export const AvailablePaymentMethodsQuerySchema = z.object({
  forReservationsPay: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const AvailablePaymentMethodsSchema = z.array(PaymentMethodSchema);

const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** GET /utility/paymentFee. */
export const PaymentFeeQuerySchema = z.object({
  Currency: z.string().trim().length(3),
  Price: z.coerce.number().min(0).max(10_000_000),
  EventId: z.uuid(),
  ForReservationsPay: boolQuery,
  PaymentGate: PaymentGateSchema,
});
/** `TotalPrice` is the price with the gate's fee; the client derives fee = TotalPrice − Price. */
export const PaymentFeeSchema = z
  .object({ Price: z.number(), TotalPrice: z.number(), Fee: z.number(), Currency: z.string() })
  .meta({ id: 'PaymentFee' });
export type PaymentFeeAnswer = z.infer<typeof PaymentFeeSchema>;

/** GET /bank/braintree/getClientToken. */
export const ClientTokenQuerySchema = z.object({
  Currency: z.string().trim().length(3),
  EventId: z.uuid(),
  forReservationsPay: boolQuery,
});
export const ClientTokenSchema = z
  .object({ ClientToken: z.string(), ExpiresAt: z.string() })
  .meta({ id: 'ClientToken' });

// ——— Orders ———

/**
 * PENDING → PAID | FAILED | CANCELLED | EXPIRED; RESERVED (pay in place) → PAID at the door;
 * PAID → REFUNDED only when a late payment could not get its places back.
 */
export const ORDER_STATES = [
  'PENDING',
  'PAID',
  'RESERVED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
] as const;
export const OrderStateSchema = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof OrderStateSchema>;

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

/** Query of the payment-result route (spec 1 §2): eventId, res, vs, guid, price, currency, count. */
export const PaymentResultQuerySchema = z.object({
  eventId: z.string(),
  res: z.enum(PAYMENT_RESULTS),
  vs: z.string(),
  guid: z.string(),
  price: z.coerce.number(),
  currency: z.string(),
  count: z.coerce.number().int(),
});
export type PaymentResultQuery = z.infer<typeof PaymentResultQuerySchema>;

/** Organizer's orders list row (GET /eventmanagement/{eventId}/orders). */
export const OrderSummarySchema = z
  .object({
    Id: z.string(),
    VariableSymbol: z.string(),
    State: OrderStateSchema,
    Gate: PaymentGateSchema.nullable(),
    PaymentType: z.enum(PAYMENT_TYPES).nullable(),
    Email: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    TicketCount: z.number().int(),
    Price: z.number(),
    Fee: z.number(),
    Total: z.number(),
    Currency: z.string(),
    CreatedAt: z.string(),
    PaidAt: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderListSchema = z.array(OrderSummarySchema);

// ——— Purchased tickets (spec §3 Purchased ticket, Purchase; §7 tickets, print) ———

export const PurchasedTicketSchema = z
  .object({
    Id: z.string(),
    Code: z.string(),
    SectorName: z.string(),
    SectorType: z.enum(['StandingSector', 'SeatingSector', 'VirtualSector']),
    RowName: z.string().nullable(),
    SeatName: z.string().nullable(),
    Price: z.number(),
    Currency: z.string(),
    /** The order's state: RESERVED tickets are paid at the door. */
    OrderState: OrderStateSchema,
  })
  .meta({ id: 'PurchasedTicket' });
export type PurchasedTicket = z.infer<typeof PurchasedTicketSchema>;

export const PurchaseSchema = z
  .object({
    Event: z.object({
      Id: z.string(),
      Name: z.string(),
      Begin: z.string(),
      TimeZone: z.string(),
      IsOnline: z.boolean(),
      /** Venue or address; null for an online event (shown as "Online stream"). */
      Place: z.string().nullable(),
    }),
    Tickets: z.array(PurchasedTicketSchema),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof PurchaseSchema>;
export const PurchasedTicketsQuerySchema = z.object({ eventId: z.uuid().optional() });
export const PurchasedTicketsSchema = z.array(PurchaseSchema);

/** POST /utility/pdfPreview/profile/{id}?language&voucher. */
export const PdfPreviewQuerySchema = z.object({
  language: z.enum(['en', 'sk', 'cs', 'de', 'hu']).optional(),
  voucher: boolQuery,
});

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

/**
 * GET /ticketing/basket/{guid}/order?vs: the payment-result page's check of its order (the basket guid and
 * the variable symbol together are the key), e.g. to wait while the bank has not answered (PENDING).
 */
export const OrderStatusQuerySchema = z.object({ vs: z.string().regex(/^[0-9]{1,18}$/) });
export const OrderStatusSchema = z
  .object({
    OrderId: z.string(),
    VariableSymbol: z.string(),
    State: OrderStateSchema,
    Result: z.enum(PAYMENT_RESULTS),
    EventId: z.string(),
    Flow: z.enum(PAYMENT_FLOWS),
    Gate: PaymentGateSchema.nullable(),
    Price: z.number(),
    Fee: z.number(),
    Total: z.number(),
    Currency: z.string(),
    Count: z.number().int(),
    Email: z.string(),
  })
  .meta({ id: 'OrderStatus' });
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/**
 * POST /sandbox-bank/{orderId}/card: the card stage's own form may send the card to the sandbox bank
 * instead of showing its hosted page (`token` = extraData.ClientToken). Answers where the payer goes next.
 */
export const SandboxCardSchema = z
  .object({
    token: z.string().min(1).max(200),
    name: z.string().trim().max(100),
    number: z.string().trim().max(30),
    expiry: z.string().trim().max(7),
    cvc: z.string().trim().max(4),
  })
  .meta({ id: 'SandboxCard' });
export type SandboxCard = z.infer<typeof SandboxCardSchema>;
export const SandboxCardResultSchema = z
  .object({ Result: z.enum(PAYMENT_RESULTS), url: z.string() })
  .meta({ id: 'SandboxCardResult' });
