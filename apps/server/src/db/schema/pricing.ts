import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import type { I18nText } from './documents';
import { events } from './events';
import { sectors } from './venues';

/**
 * An event's ticket categories (spec "Ticket category"). They live on the event, not the configuration,
 * because the same hall is priced differently per event; seats and sectors point at them by `key`.
 */
export const eventTicketCategories = pgTable(
  'event_ticket_categories',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Matches seats.ticket_category_key / sectors.ticket_category_key of the event's configuration. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameI18n: jsonb('name_i18n').$type<Partial<I18nText>>(),
    color: text('color').notNull().default('3598db'),
    /** Donation category: the buyer enters an amount between the current base price and donate_max. */
    isDonate: boolean('is_donate').notNull().default(false),
    donateMaxMinor: integer('donate_max_minor'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('event_ticket_categories_event_key_unique').on(t.eventId, t.key),
    unique('event_ticket_categories_id_event_unique').on(t.id, t.eventId),
    check('event_ticket_categories_color_check', sql`${t.color} ~ '^[0-9a-fA-F]{6}$'`),
    check(
      'event_ticket_categories_donate_check',
      sql`(${t.isDonate} AND ${t.donateMaxMinor} > 0) OR (NOT ${t.isDonate} AND ${t.donateMaxMinor} IS NULL)`,
    ),
  ],
);

/**
 * Spec BasePrices: the price valid in [valid_from, valid_till). An early-bird price is simply an earlier
 * window. Windows of one category never overlap — an EXCLUDE constraint (custom migration) enforces it.
 */
export const eventBasePrices = pgTable(
  'event_base_prices',
  {
    id: id(),
    ticketCategoryId: uuid('ticket_category_id')
      .notNull()
      .references(() => eventTicketCategories.id, { onDelete: 'cascade' }),
    /** Integer minor units of the event's currency (cents, haléře, fillér). */
    priceMinor: integer('price_minor').notNull(),
    validFrom: instant('valid_from').notNull(),
    validTill: instant('valid_till').notNull(),
  },
  (t) => [
    index('event_base_prices_category_idx').on(t.ticketCategoryId, t.validFrom),
    check('event_base_prices_price_check', sql`${t.priceMinor} >= 0`),
    check('event_base_prices_window_check', sql`${t.validTill} > ${t.validFrom}`),
  ],
);

/**
 * Per-event switches of a configuration's sectors (spec Sector.IsSellingEnabled, IsHidden, IsCanceled,
 * NextWaveId …). A sector without a row is sold with defaults. The composite FKs pin the sector to the
 * event's configuration and the category to the event.
 */
export const eventSectorSettings = pgTable(
  'event_sector_settings',
  {
    eventId: uuid('event_id').notNull(),
    configurationId: uuid('configuration_id').notNull(),
    sectorId: uuid('sector_id').notNull(),
    /** Overrides the sector's default category for standing/virtual sectors. */
    ticketCategoryId: uuid('ticket_category_id'),
    /** Overrides the standing sector's capacity for this event. */
    capacity: integer('capacity'),
    isSellingEnabled: boolean('is_selling_enabled').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    isCanceled: boolean('is_canceled').notNull().default(false),
    /** Price wave: when this sector sells out or the time comes, the next sector opens. */
    nextWaveSectorId: uuid('next_wave_sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    nextWaveActivationAt: instant('next_wave_activation_at'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.sectorId] }),
    foreignKey({
      name: 'event_sector_settings_event_configuration_fk',
      columns: [t.eventId, t.configurationId],
      foreignColumns: [events.id, events.venueConfigurationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_sector_settings_sector_configuration_fk',
      columns: [t.sectorId, t.configurationId],
      foreignColumns: [sectors.id, sectors.configurationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_sector_settings_category_event_fk',
      columns: [t.ticketCategoryId, t.eventId],
      foreignColumns: [eventTicketCategories.id, eventTicketCategories.eventId],
    }), // NO ACTION (checked at statement end) so deleting the event cascades through both tables cleanly
    index('event_sector_settings_sector_idx').on(t.sectorId),
    check('event_sector_settings_capacity_check', sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
    check(
      'event_sector_settings_wave_check',
      sql`${t.nextWaveSectorId} IS NULL OR ${t.nextWaveSectorId} <> ${t.sectorId}`,
    ),
  ],
);

export type EventTicketCategoryRow = typeof eventTicketCategories.$inferSelect;
export type EventBasePriceRow = typeof eventBasePrices.$inferSelect;
export type EventSectorSettingsRow = typeof eventSectorSettings.$inferSelect;
