import { sql } from 'drizzle-orm';
import { check, index, inet, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Client log lines (POST /weblog {Content}). Append-only; old rows are housekeeping for a retention job.
 * The length cap keeps a misbehaving client from filling the disk with one request.
 */
export const weblog = pgTable(
  'weblog',
  {
    id: id(),
    content: text('content').notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('weblog_created_at_idx').on(t.createdAt),
    check('weblog_content_length_check', sql`char_length(${t.content}) <= 10000`),
  ],
);

export type WeblogRow = typeof weblog.$inferSelect;
