import { GOING_STATUSES, type GoingStatus } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, sqlList, updatedAt } from './columns';
import { events } from './events';
import { profiles } from './profiles';

/**
 * Spec "Follow: a Reference": a profile follows another profile. The pair is unique, so following twice is
 * one row (INSERT … ON CONFLICT DO NOTHING); profiles.followers_count / following_count are changed in the
 * same transaction only when a row was really inserted or deleted.
 */
export const follows = pgTable(
  'follows',
  {
    id: id(),
    followerProfileId: uuid('follower_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followedProfileId: uuid('followed_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('follows_pair_unique').on(t.followerProfileId, t.followedProfileId),
    // "Followers of X" and trending (most recent follow per profile).
    index('follows_followed_created_idx').on(t.followedProfileId, t.createdAt),
    // "Who X follows", newest first.
    index('follows_follower_created_idx').on(t.followerProfileId, t.createdAt),
    index('follows_created_idx').on(t.createdAt),
    check('follows_not_self_check', sql`${t.followerProfileId} <> ${t.followedProfileId}`),
  ],
);

/** Spec "Going status": one answer (Going / NotGoing) per event and visitor profile, upserted. */
export const eventVisitors = pgTable(
  'event_visitors',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').$type<GoingStatus>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.profileId] }),
    // "Events a visitor is going to" (GET /event?VisitorId).
    index('event_visitors_profile_idx').on(t.profileId, t.updatedAt),
    check('event_visitors_status_check', sql`${t.status} IN (${sqlList(GOING_STATUSES)})`),
  ],
);

export type FollowRow = typeof follows.$inferSelect;
export type EventVisitorRow = typeof eventVisitors.$inferSelect;
