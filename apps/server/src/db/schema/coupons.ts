import {
  COUPON_DISCOUNT_TYPES,
  COUPON_TYPES,
  type CouponDiscountType,
  type CouponType,
} from '@marquee/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { citext, createdAt, id, instant, sqlList, updatedAt } from './columns';
import { events } from './events';
import { profiles } from './profiles';

/**
 * Coupons, promo codes and vouchers (issue 8; spec 2 §3 Coupon, spec 3 §3 Coupon and voucher template).
 *
 * Invariants held by the database: a code is unique per organizer whatever its case (citext); a coupon's
 * remaining count and a voucher's credit never drop below 0 (checks), so the conditional decrement at
 * payment (`remaining_count >= n`) can never over-use a coupon under any concurrency; a percentage lies in
 * 0..1. Coupons are never deleted (spec 3 §4), only disabled — hence no cascading FK from events.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    organizerProfileId: uuid('organizer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(false),
    code: citext('code'),
    type: text('type').$type<CouponType>().notNull().default('AnonymousEventCoupon'),
    isPos: boolean('is_pos').notNull().default(false),
    isAdminOnly: boolean('is_admin_only').notNull().default(false),
    discountType: text('discount_type').$type<CouponDiscountType>().notNull(),
    /** Percentage coupons: the fraction (0.2 = 20 %), exact to 6 decimals. */
    percentage: numeric('percentage', { precision: 7, scale: 6 }),
    /** Absolute: amount off; Price: the new price (negative: a surcharge); Voucher: the initial credit. */
    amountMinor: integer('amount_minor'),
    currency: text('currency').notNull().default('EUR'),
    minPerPurchase: integer('min_per_purchase'),
    maxPerPurchase: integer('max_per_purchase'),
    minPerEvent: integer('min_per_event'),
    maxPerEvent: integer('max_per_event'),
    /** "All ticket types, also future ones": when true, ticket_category_ids is ignored. */
    allTicketCategories: boolean('all_ticket_categories').notNull().default(true),
    ticketCategoryIds: uuid('ticket_category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Empty: every sector / every seat. */
    sectorIds: uuid('sector_ids').array().notNull().default(sql`'{}'::uuid[]`),
    seatIds: uuid('seat_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** "Include all dates of the selected events" (spec 2 UseOriginalEventIds). */
    includeAllDates: boolean('include_all_dates').notNull().default(false),
    /** Null: unlimited uses. */
    totalCount: integer('total_count'),
    remainingCount: integer('remaining_count'),
    remainingCreditMinor: integer('remaining_credit_minor'),
    validFrom: instant('valid_from'),
    validTill: instant('valid_till'),
    disabled: boolean('disabled').notNull().default(false),
    /** Season and owned coupons belong to an account (spec 2 Owner). */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Codes made together by bulk generation share it (CSV export). */
    batchId: uuid('batch_id'),
    /** A voucher bought from a template remembers it. */
    voucherTemplateId: uuid('voucher_template_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_organizer_code_unique')
      .on(t.organizerProfileId, t.code)
      .where(sql`${t.code} IS NOT NULL`),
    index('coupons_organizer_idx').on(t.organizerProfileId, t.createdAt),
    index('coupons_owner_idx').on(t.ownerUserId).where(sql`${t.ownerUserId} IS NOT NULL`),
    index('coupons_batch_idx').on(t.batchId).where(sql`${t.batchId} IS NOT NULL`),
    check('coupons_type_check', sql`${t.type} IN (${sqlList(COUPON_TYPES)})`),
    check('coupons_discount_type_check', sql`${t.discountType} IN (${sqlList(COUPON_DISCOUNT_TYPES)})`),
    check(
      'coupons_discount_value_check',
      sql`(${t.discountType} = 'Percentage' AND ${t.percentage} BETWEEN 0 AND 1 AND ${t.amountMinor} IS NULL)
        OR (${t.discountType} IN ('Absolute', 'Voucher') AND ${t.amountMinor} >= 0 AND ${t.percentage} IS NULL)
        OR (${t.discountType} = 'Price' AND ${t.amountMinor} IS NOT NULL AND ${t.percentage} IS NULL)`,
    ),
    check(
      'coupons_counts_check',
      sql`(${t.totalCount} IS NULL AND ${t.remainingCount} IS NULL)
        OR (${t.totalCount} >= 0 AND ${t.remainingCount} >= 0 AND ${t.remainingCount} <= ${t.totalCount})`,
    ),
    check(
      'coupons_credit_check',
      sql`(${t.discountType} = 'Voucher') = (${t.remainingCreditMinor} IS NOT NULL) AND coalesce(${t.remainingCreditMinor}, 0) >= 0`,
    ),
    check(
      'coupons_limits_check',
      sql`coalesce(${t.minPerPurchase}, 1) >= 1 AND coalesce(${t.maxPerPurchase}, 1) >= 1
        AND coalesce(${t.minPerEvent}, 1) >= 1 AND coalesce(${t.maxPerEvent}, 1) >= 1
        AND coalesce(${t.minPerPurchase} <= ${t.maxPerPurchase}, true)
        AND coalesce(${t.minPerEvent} <= ${t.maxPerEvent}, true)`,
    ),
    check('coupons_window_check', sql`coalesce(${t.validFrom} < ${t.validTill}, true)`),
    check('coupons_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * The events a coupon is for. `remaining_count` is the per-event use limit (spec 3 RemainingCountForEvent,
 * from MaximumTicketsPerEvent), consumed with the coupon's own count; null means no per-event limit.
 */
export const couponEvents = pgTable(
  'coupon_events',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    remainingCount: integer('remaining_count'),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.eventId] }),
    index('coupon_events_event_idx').on(t.eventId),
    check('coupon_events_remaining_check', sql`coalesce(${t.remainingCount}, 0) >= 0`),
  ],
);

/** Voucher templates of an event (spec 3 §3: fields not shown; ours: name, text, credit, price, validity). */
export const voucherTemplates = pgTable(
  'voucher_templates',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    valueMinor: integer('value_minor').notNull(),
    priceMinor: integer('price_minor').notNull(),
    validityDays: integer('validity_days').notNull().default(365),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('voucher_templates_event_idx').on(t.eventId),
    check(
      'voucher_templates_values_check',
      sql`${t.valueMinor} > 0 AND ${t.priceMinor} >= 0 AND ${t.validityDays} BETWEEN 1 AND 3650`,
    ),
  ],
);

/** CONSUME: uses taken by an order; CREDIT: voucher credit spent; RELEASE: given back by a failed order. */
export const COUPON_AUDIT_ACTIONS = ['CONSUME', 'CREDIT', 'RELEASE'] as const;
export type CouponAuditAction = (typeof COUPON_AUDIT_ACTIONS)[number];

/** Every use of a coupon's count or a voucher's credit, written in the order's transaction (ARCHITECTURE §4). */
export const couponAudit = pgTable(
  'coupon_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    action: text('action').$type<CouponAuditAction>().notNull(),
    couponId: uuid('coupon_id').notNull(),
    basketId: uuid('basket_id').notNull(),
    /** The order that used (or gave back) the coupon; what a failed order releases. */
    orderId: uuid('order_id'),
    eventId: uuid('event_id'),
    count: integer('count').notNull().default(0),
    creditMinor: integer('credit_minor').notNull().default(0),
  },
  (t) => [
    index('coupon_audit_coupon_idx').on(t.couponId, t.at),
    index('coupon_audit_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    check('coupon_audit_action_check', sql`${t.action} IN (${sqlList(COUPON_AUDIT_ACTIONS)})`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type VoucherTemplateRow = typeof voucherTemplates.$inferSelect;
