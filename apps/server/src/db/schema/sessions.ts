import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { events } from './events';
import { profiles } from './profiles';

/**
 * Anonymous visitor sessions (spec 1 §3 "Session: Id and Expires in local storage", §7 POST /session).
 * A session is created by the web app on start and restored while unexpired; it carries no personal data.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    // Housekeeping deletes expired sessions in index order.
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** One row per POST /session/{id}: a visit of an event or profile page, with the referral id it came with. */
export const sessionVisits = pgTable(
  'session_visits',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    referralId: text('referral_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_visits_session_idx').on(t.sessionId, t.createdAt),
    // Visit counts per event/profile (statistics, popularity).
    index('session_visits_event_idx').on(t.eventId, t.createdAt).where(sql`${t.eventId} IS NOT NULL`),
    index('session_visits_profile_idx').on(t.profileId, t.createdAt).where(sql`${t.profileId} IS NOT NULL`),
    check('session_visits_target_check', sql`(${t.eventId} IS NULL) <> (${t.profileId} IS NULL)`),
  ],
);

/**
 * Spec "referral ids stored per event or profile with expiry": the latest referral a session arrived with
 * for an event or profile. A purchase in the same session attributes to it while `expires_at` is ahead.
 * One row per session and target (partial unique indexes), replaced by a newer referral.
 */
export const sessionReferrals = pgTable(
  'session_referrals',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    referralId: text('referral_id').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('session_referrals_event_unique')
      .on(t.sessionId, t.eventId)
      .where(sql`${t.eventId} IS NOT NULL`),
    uniqueIndex('session_referrals_profile_unique')
      .on(t.sessionId, t.profileId)
      .where(sql`${t.profileId} IS NOT NULL`),
    check('session_referrals_target_check', sql`(${t.eventId} IS NULL) <> (${t.profileId} IS NULL)`),
    check('session_referrals_referral_check', sql`char_length(${t.referralId}) BETWEEN 1 AND 100`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type SessionVisitRow = typeof sessionVisits.$inferSelect;
export type SessionReferralRow = typeof sessionReferrals.$inferSelect;
