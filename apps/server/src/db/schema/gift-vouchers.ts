import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { coupons, voucherTemplates } from './coupons';
import { events } from './events';
import { orders } from './orders';
import { baskets } from './ticketing';

/**
 * Gift vouchers bought from an event's voucher templates (issue 8). A voucher is not a place: it has no
 * hold, no capacity and no ValidTill, so it lives beside the basket's holds, not among them. Price, credit and
 * validity are copied when added, so an organizer editing the template never changes a basket or an order.
 */
export const basketVouchers = pgTable(
  'basket_vouchers',
  {
    id: id(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    voucherTemplateId: uuid('voucher_template_id')
      .notNull()
      .references(() => voucherTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    valueMinor: integer('value_minor').notNull(),
    validityDays: integer('validity_days').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('basket_vouchers_basket_idx').on(t.basketId, t.createdAt),
    check('basket_vouchers_money_check', sql`${t.priceMinor} >= 0 AND ${t.valueMinor} > 0`),
  ],
);

/** A voucher line of an order; `coupon_id` is set once, when the order is paid (that is the idempotency). */
export const orderVouchers = pgTable(
  'order_vouchers',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The basket line it came from (removed from the basket when the order is paid). */
    basketVoucherId: uuid('basket_voucher_id').notNull(),
    voucherTemplateId: uuid('voucher_template_id').notNull(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    valueMinor: integer('value_minor').notNull(),
    validityDays: integer('validity_days').notNull(),
    currency: text('currency').notNull(),
    couponId: uuid('coupon_id')
      .unique()
      .references(() => coupons.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('order_vouchers_order_idx').on(t.orderId),
    check('order_vouchers_money_check', sql`${t.priceMinor} >= 0 AND ${t.valueMinor} > 0`),
  ],
);

export type BasketVoucherRow = typeof basketVouchers.$inferSelect;
export type OrderVoucherRow = typeof orderVouchers.$inferSelect;
