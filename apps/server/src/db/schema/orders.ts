import type {
  BuyerInfo,
  OrderState,
  PaymentFlow,
  PaymentGate,
  PurchaseGdpr,
  RegistrationAnswer,
} from '@marquee/contract';
import { ORDER_STATES, PAYMENT_GATES } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { citext, createdAt, id, instant, sqlList, updatedAt } from './columns';
import { events } from './events';
import { profiles } from './profiles';
import { baskets } from './ticketing';

/**
 * Orders, payments and tickets (issue 7; spec 2 §3 Payment, Purchase payload, Purchased ticket; §4 Payment).
 *
 * An order is made from a basket's live holds in one transaction; its items copy what the ticket shows, so
 * the ticket never changes when a sector is renamed. While the order is PENDING the holds are `locked`; on
 * payment they turn SOLD in place (basket_items keeps a place taken forever — same unique index, same
 * capacity counter), which is how the hold layer's "held-and-valid OR sold" sees sold seats.
 */

/** Which gates an organizer takes, per currency, and their fee (a null organizer = the platform default). */
export const paymentGateSettings = pgTable(
  'payment_gate_settings',
  {
    id: id(),
    organizerProfileId: uuid('organizer_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    gate: text('gate').$type<PaymentGate>().notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Fee in basis points of the price (150 = 1.5 %) plus a fixed part in minor units. */
    feePercentBp: integer('fee_percent_bp').notNull().default(0),
    feeFixedMinor: integer('fee_fixed_minor').notNull().default(0),
    /** PSD2: card and SEPA-transfer gates charge the fee only when this is set explicitly. */
    surchargeAllowed: boolean('surcharge_allowed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('payment_gate_settings_unique')
      .on(t.organizerProfileId, t.gate, t.currency)
      .where(sql`${t.organizerProfileId} IS NOT NULL`),
    uniqueIndex('payment_gate_settings_platform_unique')
      .on(t.gate, t.currency)
      .where(sql`${t.organizerProfileId} IS NULL`),
    check('payment_gate_settings_gate_check', sql`${t.gate} IN (${sqlList(PAYMENT_GATES)})`),
    check(
      'payment_gate_settings_fee_check',
      sql`${t.feePercentBp} BETWEEN 0 AND 5000 AND ${t.feeFixedMinor} >= 0`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The variable symbol (payment-result `vs`): short, numeric, what a bank transfer quotes. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'restrict' }),
    /** The event the result page returns to (the first event of the basket). */
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: citext('email').notNull(),
    language: text('language').notNull(),
    buyerInfo: jsonb('buyer_info').$type<BuyerInfo>().notNull(),
    gdpr: jsonb('gdpr').$type<PurchaseGdpr>().notNull(),
    eventRegistration: jsonb('event_registration'),
    referalId: text('referal_id'),
    fromIosApp: boolean('from_ios_app').notNull().default(false),
    gate: text('gate').$type<PaymentGate>(),
    flow: text('flow').$type<PaymentFlow>().notNull(),
    state: text('state').$type<OrderState>().notNull().default('PENDING'),
    currency: text('currency').notNull(),
    priceMinor: integer('price_minor').notNull(),
    feeMinor: integer('fee_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    /** The gateway's transaction id once it answered. */
    gatewayRef: text('gateway_ref'),
    paidAt: instant('paid_at'),
    /**
     * Price returned by the organizer's cancellations (issue 18), never the fee (spec 2 §9). The order stays
     * PAID while some tickets are left, and turns REFUNDED when the last one is cancelled.
     */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    refundedAt: instant('refunded_at'),
    /** Confirmation mail: sent after commit; a failure is retried until it is recorded here. */
    mailSentAt: instant('mail_sent_at'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /**
     * A process sending the confirmation mail owns it until this instant (several server processes share
     * the database: the kick after payment and another process's sweep must not both send it).
     */
    mailClaimedUntil: instant('mail_claimed_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A double submit meets here: one open (PENDING) order per basket.
    uniqueIndex('orders_basket_pending_unique').on(t.basketId).where(sql`${t.state} = 'PENDING'`),
    index('orders_event_idx').on(t.eventId, t.createdAt),
    index('orders_user_idx').on(t.userId),
    index('orders_email_idx').on(t.email),
    index('orders_mail_due_idx').on(t.state).where(sql`${t.mailSentAt} IS NULL`),
    check('orders_state_check', sql`${t.state} IN (${sqlList(ORDER_STATES)})`),
    check(
      'orders_money_check',
      sql`${t.priceMinor} >= 0 AND ${t.feeMinor} >= 0 AND ${t.totalMinor} = ${t.priceMinor} + ${t.feeMinor}`,
    ),
    check('orders_refund_check', sql`${t.refundedMinor} BETWEEN 0 AND ${t.priceMinor}`),
  ],
);

/** What was bought, copied from the basket item when the order was made. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The hold; it survives as the SOLD row, or is gone when it expired and was taken by someone else. */
    basketItemId: uuid('basket_item_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    sectorKey: uuid('sector_key').notNull(),
    sectorId: uuid('sector_id'),
    seatId: uuid('seat_id'),
    ticketCategoryId: uuid('ticket_category_id').notNull(),
    sectorName: text('sector_name').notNull(),
    sectorType: text('sector_type').$type<'StandingSector' | 'SeatingSector' | 'VirtualSector'>().notNull(),
    isMerchandise: boolean('is_merchandise').notNull().default(false),
    rowName: text('row_name'),
    seatName: text('seat_name'),
    priceMinor: integer('price_minor').notNull(),
    originalPriceMinor: integer('original_price_minor').notNull(),
    extraMinor: integer('extra_minor').notNull().default(0),
    /** The coupon the line was bought with and what it took off (negative: a surcharge), for statistics. */
    couponId: text('coupon_id'),
    discountMinor: integer('discount_minor').notNull().default(0),
    /**
     * The ticket registration answers of this ticket (issue 19): visible answers only, with the question's
     * title and the chosen options' titles copied, so the order reads the same after the questionnaire changes.
     */
    answers: jsonb('answers').$type<RegistrationAnswer[]>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** One per order item once paid (or reserved); `code` is what the QR holds and the door scans. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    /** 20 base32 characters from 100 random bits: unguessable, and readable when typed from paper. */
    code: text('code').notNull().unique(),
    /** Cancelled by the organizer (issue 18): its place is on sale again and the door refuses it. */
    refundedAt: instant('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('tickets_order_idx').on(t.orderId), index('tickets_event_idx').on(t.eventId)],
);

export const PAYMENT_AUDIT_ACTIONS = [
  'CREATED',
  'REUSED',
  'SUPERSEDED',
  'STARTED',
  'CALLBACK',
  'REPLAY',
  'SIGNATURE_INVALID',
  'AMOUNT_MISMATCH',
  'PAID',
  'RESERVED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'RESCUED',
  'REFUNDED',
  'TICKETS_ISSUED',
  'MAIL_SENT',
  'MAIL_FAILED',
  'MAIL_RESENT',
  'REFUND_FAILED',
  /** A provider without a refund API (GP webpay): the organizer returns the money in its portal. */
  'REFUND_MANUAL',
] as const;
export type PaymentAuditAction = (typeof PAYMENT_AUDIT_ACTIONS)[number];

/** Every payment step, append-only. No FK on order: a refused callback may name no real order. */
export const paymentAudit = pgTable(
  'payment_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    orderId: uuid('order_id'),
    action: text('action').$type<PaymentAuditAction>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('payment_audit_order_idx').on(t.orderId, t.at),
    check('payment_audit_action_check', sql`${t.action} IN (${sqlList(PAYMENT_AUDIT_ACTIONS)})`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type PaymentGateSettingRow = typeof paymentGateSettings.$inferSelect;
