import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Per-key request counters of @fastify/rate-limit (plugins/rate-limit-store.ts), shared by every server
 * process on this database so a per-IP limit means the same with one process or ten. The key names the
 * route and the client (`POST /api/session|203.0.113.7`). A row whose window has ended counts as empty (the
 * next request restarts it); old rows are deleted opportunistically. UNLOGGED (in the migration): counters
 * need no crash safety and should not cost WAL.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: instant('window_start').notNull().defaultNow(),
    /** window_start + the route's time window: the counter is live before this instant. */
    windowEnd: instant('window_end').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [index('rate_limits_window_end_idx').on(t.windowEnd)],
);
