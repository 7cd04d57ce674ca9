import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, instant } from './columns';
import { events } from './events';

/**
 * Statistics share codes (issue 18; spec 3 §7 `codeToShareStatistics`): whoever holds one reads that event's
 * statistics and nothing else — a venue or an artist without an account. Only a SHA-256 of the code is
 * stored (like device pairing tokens): the organizer sees the code once, when it is made.
 */
export const statisticsShareCodes = pgTable(
  'statistics_share_codes',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    /** The last 4 characters, so the organizer can tell codes apart. */
    hint: text('hint').notNull(),
    label: text('label'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('statistics_share_codes_event_idx').on(t.eventId).where(sql`${t.revokedAt} IS NULL`)],
);

export type StatisticsShareCodeRow = typeof statisticsShareCodes.$inferSelect;
