import { z } from 'zod';
import { BuyerInfoSchema, OrderStateSchema, PaymentGateSchema } from './payments-base';
import { PAYMENT_FLOWS, PAYMENT_RESULTS, PAYMENT_TYPES } from './payments-rules';
import { ReferralIdSchema } from './sessions';

export * from './payments-base';
export * from './payments-rules';

/**
 * Payments, orders and purchased tickets (spec 2 §3 Buyer info, Agreements, Payment, Purchase payload,
 * Purchased ticket; §4 Payment; §5 Buyer form, Pay allowed only if; §7 pay … pdfPreview; §9 fees, gates).
 * Money on the wire is a decimal number with 2 places; instants are ISO-8601 UTC. The pure rules (flows,
 * buyer form, fees, rounding, when to pay) are in `payments-rules.ts`.
 */

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
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;

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
  /** The referral the buyer arrived with (`?ref=`, last click within REFERRAL_DAYS). */
  referalId: ReferralIdSchema.optional(),
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

/** GET /payments/mode. `Sandbox`: online payments go to the built-in test bank (no real money). */
export const PaymentsModeSchema = z.object({ Sandbox: z.boolean() }).meta({ id: 'PaymentsMode' });
export type PaymentsMode = z.infer<typeof PaymentsModeSchema>;

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

// ——— Orders (states: payments-base.ts) ———

/**
 * Query of the payment-result route (spec 1 §2): eventId, res, vs, guid, price, currency, count. `count`
 * is the entry tickets; `merch` (ours) the merchandise items bought with them, which are pickup vouchers.
 */
export const PaymentResultQuerySchema = z.object({
  eventId: z.string(),
  res: z.enum(PAYMENT_RESULTS),
  vs: z.string(),
  guid: z.string(),
  price: z.coerce.number(),
  currency: z.string(),
  count: z.coerce.number().int(),
  merch: z.coerce.number().int().min(0).optional(),
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

/**
 * What a purchased code is: an ENTRY lets one person in once; MERCHANDISE (an item of a merchandise
 * sector bought with the tickets) is a pickup voucher — never an entry, so a door scanner refuses it.
 */
export const TICKET_KINDS = ['ENTRY', 'MERCHANDISE'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
/** Whether a code of this kind opens the door (the rule a door scanner applies). */
export const admitsEntry = (kind: TicketKind): boolean => kind === 'ENTRY';

export const PurchasedTicketSchema = z
  .object({
    Id: z.string(),
    /** The short code a person types at the door (20 characters, shown in groups of four). */
    Code: z.string(),
    /** What the QR holds: the code signed with the event's key (checkin.ts), checkable offline at the door. */
    QrCode: z.string(),
    SectorName: z.string(),
    SectorType: z.enum(['StandingSector', 'SeatingSector', 'VirtualSector']),
    RowName: z.string().nullable(),
    SeatName: z.string().nullable(),
    Price: z.number(),
    Currency: z.string(),
    /** The order's state: RESERVED tickets are paid at the door. */
    OrderState: OrderStateSchema,
    Kind: z.enum(TICKET_KINDS),
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
