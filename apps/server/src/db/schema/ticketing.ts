import type { TicketRegistration2 } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { citext, createdAt, id, instant, sqlList, updatedAt } from './columns';
import { events } from './events';
import { eventTicketCategories } from './pricing';
import { questionnaires } from './questionnaires';
import { seats, sectors } from './venues';

/**
 * Baskets and holds (spec 2 §3 Basket, Basket item; ARCHITECTURE §4 "never oversell").
 *
 * The invariants live in the database, not in JavaScript, so they hold with any number of server processes:
 *  - a seat: one row per (event, seat) at most — `basket_items_event_seat_unique`. A row past its ValidTill
 *    still occupies the index, so a new hold first deletes the expired row in the same transaction
 *    (reclaim); two buyers racing for it meet on the unique index and exactly one insert wins.
 *  - standing places: `standing_stock.taken` is kept by a trigger on basket_items (migration
 *    0006_ticketing_triggers) that raises TICKETS_NOT_AVAILABLE when an insert would pass the sector's
 *    capacity; the counter row is the per-sector lock. Expired rows are reclaimed before inserting, as above.
 *  - audit: the same migration writes a ticketing_audit row for every insert, delete and state change of an
 *    item, whatever code path caused it.
 * A place is taken when its item is SOLD, or HELD with valid_till > now(); reads compare with now(), so a
 * passed hold is free everywhere without waiting for a cleanup job.
 */

/** Per-event purchase settings the events table does not carry; a missing row means the defaults. */
export const eventTicketingSettings = pgTable(
  'event_ticketing_settings',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** How long a basket item is held (spec: ValidTill); default 15 minutes. */
    holdSeconds: integer('hold_seconds').notNull().default(900),
    /** The organizer licence the event is sold under; a basket never mixes licences (ADD_ERROR.LICENCE_MISMATCH). */
    licenceId: uuid('licence_id'),
    /** The ticket registration questionnaire (spec TicketRegistration2.QuestionnaireId). */
    ticketRegistrationId: uuid('ticket_registration_id').references(() => questionnaires.id, {
      onDelete: 'restrict',
    }),
    /** The rest of TicketRegistration2 (issue 19): who registers, global questions, links, required. */
    registration: jsonb('registration').$type<Omit<TicketRegistration2, 'QuestionnaireId'>>(),
  },
  (t) => [check('event_ticketing_settings_hold_check', sql`${t.holdSeconds} BETWEEN 1 AND 7200`)],
);

/** A basket (spec "Basket"): its id is the unguessable guid the client keeps. */
export const baskets = pgTable(
  'baskets',
  {
    id: id(),
    email: citext('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The one hold extension a basket gets (WCAG 2.2.1 "timing adjustable"). */
    extendedAt: instant('extended_at'),
    /**
     * Who holds through it (issue 16 hoarding caps, set by each hold): `u:<user id>` when signed in, else
     * `a:<address>|<session id>`; `address_key` (`ip:<address>`) only for anonymous holds.
     */
    clientKey: text('client_key'),
    addressKey: text('address_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('baskets_client_key_idx').on(t.clientKey).where(sql`${t.clientKey} IS NOT NULL`),
    index('baskets_address_key_idx').on(t.addressKey).where(sql`${t.addressKey} IS NOT NULL`),
  ],
);

export const BASKET_ITEM_STATUSES = ['HELD', 'SOLD'] as const;
export type BasketItemStatus = (typeof BASKET_ITEM_STATUSES)[number];

/**
 * A held (or sold) place: a seat, a standing place, or a merchandise piece. `sector_key` is the API's
 * SectorId: a real sector's id, or — for an online event's implicit virtual sector — the ticket category id.
 * The payments issue turns HELD rows into SOLD in place (status = 'SOLD'), which keeps them taken forever.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: id(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sectorKey: uuid('sector_key').notNull(),
    sectorId: uuid('sector_id').references(() => sectors.id, { onDelete: 'restrict' }),
    seatId: uuid('seat_id').references(() => seats.id, { onDelete: 'restrict' }),
    ticketCategoryId: uuid('ticket_category_id').notNull(),
    status: text('status').$type<BasketItemStatus>().notNull().default('HELD'),
    /** Charged price in minor units: the base price valid when added, plus the donation extra. */
    priceMinor: integer('price_minor').notNull(),
    /** The base price valid when added (the listed price the hold guarantees). */
    originalPriceMinor: integer('original_price_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    extraMinor: integer('extra_minor').notNull().default(0),
    couponId: text('coupon_id'),
    validTill: instant('valid_till').notNull(),
    addedAt: instant('added_at').notNull().defaultNow(),
    locked: boolean('locked').notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'basket_items_category_event_fk',
      columns: [t.ticketCategoryId, t.eventId],
      foreignColumns: [eventTicketCategories.id, eventTicketCategories.eventId],
    }).onDelete('cascade'),
    // THE seat invariant: at most one row (held, expired-not-yet-reclaimed, or sold) per seat of an event.
    uniqueIndex('basket_items_event_seat_unique').on(t.eventId, t.seatId).where(sql`${t.seatId} IS NOT NULL`),
    index('basket_items_basket_idx').on(t.basketId),
    // Counts and reclaim per sector; valid_till last so "live" is an index range.
    index('basket_items_event_sector_idx').on(t.eventId, t.sectorKey, t.validTill),
    check('basket_items_status_check', sql`${t.status} IN (${sqlList(BASKET_ITEM_STATUSES)})`),
    check(
      'basket_items_money_check',
      // discount_minor is negative for a Price coupon's surcharge (spec 2 §9); the price itself never is.
      sql`${t.priceMinor} >= 0 AND ${t.originalPriceMinor} >= 0 AND ${t.extraMinor} >= 0`,
    ),
    check('basket_items_seat_sector_check', sql`${t.seatId} IS NULL OR ${t.sectorId} IS NOT NULL`),
    check('basket_items_sector_key_check', sql`${t.sectorId} IS NULL OR ${t.sectorKey} = ${t.sectorId}`),
  ],
);

/**
 * Places taken per standing/virtual/merchandise sector of an event (held incl. expired-not-reclaimed, and
 * sold). Written only by the basket_items trigger, which also checks it against the sector's capacity.
 */
export const standingStock = pgTable(
  'standing_stock',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'cascade' }),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.sectorId] }),
    check('standing_stock_taken_check', sql`${t.taken} >= 0`),
  ],
);

export const TICKETING_AUDIT_ACTIONS = ['HOLD', 'RELEASE', 'EXPIRE', 'EXTEND', 'SELL', 'CHANGE'] as const;
export type TicketingAuditAction = (typeof TICKETING_AUDIT_ACTIONS)[number];

/** Every hold and release, written by trigger in the same transaction (ARCHITECTURE §4). No FKs: it outlives rows. */
export const ticketingAudit = pgTable(
  'ticketing_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    action: text('action').$type<TicketingAuditAction>().notNull(),
    itemId: uuid('item_id').notNull(),
    basketId: uuid('basket_id').notNull(),
    eventId: uuid('event_id').notNull(),
    sectorKey: uuid('sector_key').notNull(),
    seatId: uuid('seat_id'),
    priceMinor: integer('price_minor').notNull(),
    validTill: instant('valid_till').notNull(),
  },
  (t) => [
    index('ticketing_audit_event_idx').on(t.eventId, t.at),
    index('ticketing_audit_basket_idx').on(t.basketId),
    check('ticketing_audit_action_check', sql`${t.action} IN (${sqlList(TICKETING_AUDIT_ACTIONS)})`),
  ],
);

/**
 * Issue 14: a hold write's Idempotency-Key, per basket, written in the hold's own transaction (a retry after
 * a crash finds it or finds nothing held). `request_hash` is what the key was first used for; `item_ids` the
 * items that hold added (the repeat answers them). Kept while the hold lasts (`expires_at`), then reusable.
 */
export const holdIdempotencyKeys = pgTable(
  'hold_idempotency_keys',
  {
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    itemIds: uuid('item_ids').array().notNull().default(sql`'{}'::uuid[]`),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.key] })],
);

export type BasketRow = typeof baskets.$inferSelect;
export type BasketItemRow = typeof basketItems.$inferSelect;
export type EventTicketingSettingsRow = typeof eventTicketingSettings.$inferSelect;
