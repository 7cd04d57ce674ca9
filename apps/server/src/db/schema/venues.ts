import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, lat, lon, lonLatCheck, sqlList, updatedAt } from './columns';
import type { AdditionalShape, AddressContact } from './documents';
import { profiles } from './profiles';
import { cities } from './utility';

/** A place where events happen, owned by a BuildingProfile or FestivalProfile (the spec's Building/VenueRef). */
export const venues = pgTable(
  'venues',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: jsonb('address').$type<AddressContact>().notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    lon: lon().notNull(),
    lat: lat().notNull(),
    /** IANA zone; events at this venue default to it. */
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('venues_profile_idx').on(t.profileId),
    index('venues_city_idx').on(t.cityId),
    check('venues_lon_lat_check', lonLatCheck(t.lon, t.lat)),
  ],
);

/**
 * A reusable layout of a venue (the spec's venue configuration: /venueconfigurations/{cfg}/svg): the SVG
 * drawing plus its sectors, rows and seats. Prices are not here — the same hall is priced per event.
 */
export const venueConfigurations = pgTable(
  'venue_configurations',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The SVG document; each sector's shape carries id = sectors.svg_id. Seats are data, drawn by the client. */
    svg: text('svg').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    additionalShapes: jsonb('additional_shapes').$type<AdditionalShape[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('venue_configurations_venue_idx').on(t.venueId),
    // Target of events' composite FK: a configuration chosen for an event must belong to the event's venue.
    unique('venue_configurations_id_venue_unique').on(t.id, t.venueId),
    check('venue_configurations_size_check', sql`${t.width} > 0 AND ${t.height} > 0`),
    check('venue_configurations_svg_check', sql`char_length(${t.svg}) > 0`),
  ],
);

export const SECTOR_TYPES = ['StandingSector', 'SeatingSector', 'VirtualSector'] as const;
export type SectorType = (typeof SECTOR_TYPES)[number];

export const sectors = pgTable(
  'sectors',
  {
    id: id(),
    configurationId: uuid('configuration_id')
      .notNull()
      .references(() => venueConfigurations.id, { onDelete: 'cascade' }),
    type: text('type').$type<SectorType>().notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Hex without '#', spec default 3598db. */
    color: text('color').notNull().default('3598db'),
    sortOrder: integer('sort_order').notNull().default(0),
    svgId: text('svg_id').notNull(),
    /** Standing places; NULL for seating (count the seats) and for unlimited virtual sectors. */
    capacity: integer('capacity'),
    /** Default ticket category key for standing/virtual sectors; seats carry their own key. */
    ticketCategoryKey: text('ticket_category_key'),
    isMerchandise: boolean('is_merchandise').notNull().default(false),
    showRowName: boolean('show_row_name').notNull().default(true),
    showSeatName: boolean('show_seat_name').notNull().default(true),
    minTicketsPerPurchase: integer('min_tickets_per_purchase').notNull().default(1),
    maxTicketsPerPurchase: integer('max_tickets_per_purchase').notNull().default(10),
  },
  (t) => [
    index('sectors_configuration_idx').on(t.configurationId, t.sortOrder),
    unique('sectors_configuration_svg_id_unique').on(t.configurationId, t.svgId),
    unique('sectors_id_configuration_unique').on(t.id, t.configurationId),
    check('sectors_type_check', sql`${t.type} IN (${sqlList(SECTOR_TYPES)})`),
    check('sectors_color_check', sql`${t.color} ~ '^[0-9a-fA-F]{6}$'`),
    check(
      'sectors_capacity_check',
      sql`(${t.type} = 'StandingSector' AND ${t.capacity} > 0)
        OR (${t.type} = 'SeatingSector' AND ${t.capacity} IS NULL)
        OR (${t.type} = 'VirtualSector' AND (${t.capacity} IS NULL OR ${t.capacity} > 0))`,
    ),
    check(
      'sectors_tickets_per_purchase_check',
      sql`${t.minTicketsPerPurchase} >= 1 AND ${t.maxTicketsPerPurchase} >= ${t.minTicketsPerPurchase}`,
    ),
  ],
);

export const seatRows = pgTable(
  'seat_rows',
  {
    id: id(),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('seat_rows_sector_name_unique').on(t.sectorId, t.name),
    unique('seat_rows_id_sector_unique').on(t.id, t.sectorId),
    index('seat_rows_sector_order_idx').on(t.sectorId, t.sortOrder),
  ],
);

export const seats = pgTable(
  'seats',
  {
    id: id(),
    rowId: uuid('row_id').notNull(),
    /** Denormalized from the row so a sector's seats load with one index scan; the composite FK keeps it true. */
    sectorId: uuid('sector_id').notNull(),
    name: text('name').notNull(),
    /** Center in the configuration's SVG user units (its viewBox). */
    x: real('x').notNull(),
    y: real('y').notNull(),
    radius: real('radius').notNull(),
    /** Matches event_ticket_categories.key of each event that uses this configuration. */
    ticketCategoryKey: text('ticket_category_key').notNull(),
    isAccessible: boolean('is_accessible').notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'seats_row_sector_fk',
      columns: [t.rowId, t.sectorId],
      foreignColumns: [seatRows.id, seatRows.sectorId],
    }).onDelete('cascade'),
    foreignKey({ name: 'seats_sector_fk', columns: [t.sectorId], foreignColumns: [sectors.id] }).onDelete(
      'cascade',
    ),
    unique('seats_row_name_unique').on(t.rowId, t.name),
    index('seats_sector_idx').on(t.sectorId),
    check('seats_radius_check', sql`${t.radius} > 0`),
  ],
);

export type VenueRow = typeof venues.$inferSelect;
export type VenueConfigurationRow = typeof venueConfigurations.$inferSelect;
export type SectorRow = typeof sectors.$inferSelect;
export type SeatRowRow = typeof seatRows.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
