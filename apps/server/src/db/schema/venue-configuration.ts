import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { events } from './events';
import { sectors, venueConfigurations, venues } from './venues';

/*
 * The organizer's layout editor (issue 5). A venue's own layouts are edited by the venue's profile; an
 * organizer who needs another arrangement for one event gets a copy of a layout that belongs to that event,
 * so a hall is reused with different layouts without one organizer changing another's.
 */

/** A layout made for one event: its organizer may edit it. */
export const eventVenueConfigurations = pgTable(
  'event_venue_configurations',
  {
    configurationId: uuid('configuration_id')
      .primaryKey()
      .references(() => venueConfigurations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('event_venue_configurations_event_idx').on(t.eventId)],
);

/** Spec 3 §7 POST /venue/{id}/gate: an entrance of the venue; sectors are assigned to gates per layout. */
export const venueGates = pgTable(
  'venue_gates',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('venue_gates_venue_name_unique').on(t.venueId, t.name)],
);

/** Spec 3 §7 POST /venue/{id}/{sectorId}/gate: which gates lead to a sector. */
export const sectorGates = pgTable(
  'sector_gates',
  {
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'cascade' }),
    gateId: uuid('gate_id')
      .notNull()
      .references(() => venueGates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sectorId, t.gateId] }), index('sector_gates_gate_idx').on(t.gateId)],
);

/** Spec 3 §7 POST /venue/{id}/images/sector/{sectorId}: a sector's cover (one) and gallery pictures. */
export const sectorImages = pgTable(
  'sector_images',
  {
    id: id(),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sector_images_sector_idx').on(t.sectorId, t.sortOrder),
    uniqueIndex('sector_images_one_cover_idx').on(t.sectorId).where(sql`${t.isCover}`),
  ],
);

export type SectorImageRow = typeof sectorImages.$inferSelect;
export type VenueGateRow = typeof venueGates.$inferSelect;
