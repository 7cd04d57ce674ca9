import { z } from 'zod';
import { isoDateOrInstant } from './events';
import { LanguageSchema } from './languages';
import { OrderSummarySchema } from './payments';
import { BuyerInfoSchema, ORDER_STATES, OrderStateSchema, PaymentGateSchema } from './payments-base';
import { RegistrationAnswerSchema } from './questionnaires/wire';

/*
 * The organizer's orders of an event (issue 18): search and filters, one order's detail with its mail log
 * and audit trail, resending the tickets e-mail, cancelling and refunding (whole orders or chosen tickets),
 * and streamed exports. Claim holders of the event's author profile read; StatisticsViewer may not write.
 */

export const ORDERS_PER_PAGE = 50;
export const ORDERS_MAX_PER_PAGE = 200;
export const ORDER_SEARCH_MAX_LENGTH = 100;

/**
 * GET /event/{id}/orders — pages are 0-based, newest first; `q` matches buyer name (case and accents
 * ignored), e-mail (part), order number (exact) or ticket code (exact, typed like at the door: dashes,
 * spaces and Crockford look-alikes allowed). `state` may repeat.
 */
const orderFilters = {
  q: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH).optional(),
  state: z
    .union([OrderStateSchema, z.array(OrderStateSchema).max(ORDER_STATES.length)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  gate: PaymentGateSchema.optional(),
  from: isoDateOrInstant.optional().describe('Orders created from this instant (a date: its start, UTC)'),
  till: isoDateOrInstant.optional().describe('Orders created before this instant (a date: its end, UTC)'),
};
const fromBeforeTill = (query: { from?: string; till?: string }, ctx: z.RefinementCtx) => {
  if (query.from && query.till && Date.parse(query.from) > Date.parse(query.till))
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'FROM_AFTER_TILL' });
};
export const OrderSearchQuerySchema = z
  .object({
    ...orderFilters,
    page: z.coerce
      .number()
      .int()
      .min(0)
      .max(100_000)
      .default(0)
      .describe('Page number, 0-based (the first page is 0)'),
    perPage: z.coerce.number().int().min(1).max(ORDERS_MAX_PER_PAGE).default(ORDERS_PER_PAGE),
  })
  .superRefine(fromBeforeTill);
export type OrderSearchQuery = z.infer<typeof OrderSearchQuerySchema>;

/** A row of the organizer's order list: the summary plus the price refunded so far (2 decimals). */
export const OrderPageItemSchema = OrderSummarySchema.extend({ Refunded: z.number() }).meta({
  id: 'OrderPageItem',
});
export type OrderPageItem = z.infer<typeof OrderPageItemSchema>;

export const OrderPageSchema = z
  .object({
    Items: z.array(OrderPageItemSchema),
    Total: z.number().int(),
    Page: z.number().int(),
    PerPage: z.number().int(),
  })
  .meta({ id: 'OrderPage' });
export type OrderPage = z.infer<typeof OrderPageSchema>;

export const ORDER_TICKET_STATES = ['ISSUED', 'REFUNDED'] as const;

export const OrderDetailItemSchema = z
  .object({
    /** The order item; TicketId/Code once a ticket was issued for it. */
    Id: z.string(),
    TicketId: z.string().nullable(),
    Code: z.string().nullable(),
    SectorName: z.string(),
    SectorType: z.enum(['StandingSector', 'SeatingSector', 'VirtualSector']),
    IsMerchandise: z.boolean(),
    RowName: z.string().nullable(),
    SeatName: z.string().nullable(),
    TicketCategoryName: z.string(),
    Price: z.number(),
    OriginalPrice: z.number(),
    Extra: z.number(),
    CouponCode: z.string().nullable(),
    /** REFUNDED: this ticket was cancelled (its place is on sale again, the door refuses it). */
    State: z.enum(ORDER_TICKET_STATES),
    CheckedIn: z.boolean(),
    /** The ticket's registration answers (issue 19); null when none were asked. */
    Answers: z.array(RegistrationAnswerSchema).nullable(),
  })
  .meta({ id: 'OrderDetailItem' });

export const ORDER_LOG_KINDS = ['PAYMENT', 'MAIL', 'REFUND', 'ORGANIZER'] as const;

export const OrderLogEntrySchema = z
  .object({
    At: z.string(),
    Kind: z.enum(ORDER_LOG_KINDS),
    /** The payment_audit action (PAID, MAIL_SENT, MAIL_RESENT, REFUNDED, …): the web translates it. */
    Action: z.string(),
    /** Who did it, for organizer actions (their e-mail); null for the system and the buyer. */
    By: z.string().nullable(),
    /** Non-secret details: amounts, the resend address, the gateway reference. */
    Detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .meta({ id: 'OrderLogEntry' });

export const OrderDetailSchema = z
  .object({
    Order: OrderSummarySchema,
    Language: z.string(),
    BuyerInfo: BuyerInfoSchema,
    ReferalId: z.string().nullable(),
    Items: z.array(OrderDetailItemSchema),
    /** Gift vouchers bought in this order. */
    Vouchers: z.array(
      z.object({
        Name: z.string(),
        Price: z.number(),
        CouponCode: z.string().nullable(),
        /** Credit left on the issued voucher (null before it is issued). */
        RemainingCredit: z.number().nullable(),
        /** Switched off: refunded with its order (or by the organizer). */
        Disabled: z.boolean(),
      }),
    ),
    VoucherCredit: z.number(),
    Refunded: z.number(),
    /**
     * Money a refund of everything left would return now (the price; the payment fee is not refunded; the
     * part paid by gift-voucher credit goes back to the voucher). 0 for a RESERVED order (nothing was paid).
     */
    Refundable: z.number(),
    /** Whether POST …/refund can do anything now (PAID or RESERVED with lines left). */
    CanRefund: z.boolean(),
    /** Questionnaire answers (the ticket registration issue fills this); null when none were asked. */
    Answers: z.unknown().nullable(),
    /** Mail log and audit trail, oldest first. */
    Log: z.array(OrderLogEntrySchema),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/**
 * POST /event/{id}/orders/{orderId}/resend — to the buyer's address, or a corrected one (the order keeps its
 * stored address). PAID or RESERVED orders only (else 409 CONFLICT); 5 a hour per order (429).
 */
export const ResendTicketsSchema = z.object({
  Email: z.email().max(254).nullish(),
});

/**
 * POST /event/{id}/orders/{orderId}/refund — cancels the chosen tickets (all when none are named) and returns
 * their price through the order's gateway; places go back on sale in the same transaction. A RESERVED order
 * is cancelled without money moving. The payment fee is never refunded (spec 2 §9).
 */
export const RefundOrderSchema = z.object({
  /** Tickets to cancel; none: everything left (incl. gift vouchers bought). A RESERVED order: whole only. */
  TicketIds: z.array(z.uuid()).min(1).max(500).nullish(),
  Reason: z.string().trim().max(500).nullish(),
  /** The amount the organizer confirmed (2 decimals); a different current figure answers 409 REFUND_CHANGED. */
  ExpectedAmount: z.number().min(0).nullish(),
});
export type RefundOrder = z.infer<typeof RefundOrderSchema>;

export const RefundResultSchema = z
  .object({
    OrderId: z.string(),
    State: OrderStateSchema,
    Refunded: z.number(),
    /** Money returned to the buyer by this call, and credit given back to gift vouchers. */
    AmountReturned: z.number(),
    CreditReturned: z.number(),
    Currency: z.string(),
    TicketsCancelled: z.number().int(),
    /** Issue 23: the provider has no refund API (GP webpay): the organizer returns AmountReturned in its portal. */
    ManualRefund: z.boolean().optional(),
  })
  .meta({ id: 'RefundResult' });
export type RefundResult = z.infer<typeof RefundResultSchema>;

export const EXPORT_KINDS = ['orders', 'attendees'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/**
 * GET /event/{id}/export/{kind}?format=csv|xlsx&language&q,state,gate,from,till — streamed, never built in
 * memory; `X-Row-Count` tells the client how many rows follow (for a progress bar). Times in the event's
 * zone. `language` words the headers and the enumerated cells (states, yes/no, gate names); without it the
 * request's Accept-Language decides, else English. Money and times stay machine-readable in every language.
 */
export const ExportParamsSchema = z.object({ id: z.uuid(), kind: z.enum(EXPORT_KINDS) });
export const ExportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS).default('csv'),
    language: LanguageSchema.optional(),
    ...orderFilters,
  })
  .superRefine(fromBeforeTill);
export const EXPORT_ROW_COUNT_HEADER = 'x-row-count';
