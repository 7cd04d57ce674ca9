import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { events } from './events';
import { seats } from './venues';

/**
 * Seats the organizer keeps out of sale for one event (technicians, press, a camera): spec 2 seat state
 * BLOCKED. A blocked seat can never be held: the basket_items insert trigger of migration
 * 0014_seat_blocks refuses it, serialized with the block itself through the seat row's lock (see there).
 */
export const eventSeatBlocks = pgTable(
  'event_seat_blocks',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    seatId: uuid('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.seatId] }), index('event_seat_blocks_seat_idx').on(t.seatId)],
);

export type EventSeatBlockRow = typeof eventSeatBlocks.$inferSelect;
