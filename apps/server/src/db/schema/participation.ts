import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { events } from './events';
import { profiles } from './profiles';

/** Where a profile appears in another organizer's event (issue 26): a lineup slot or the event's venue. */
export const PARTICIPATION_ROLES = ['Lineup', 'Venue'] as const;
export type ParticipationRole = (typeof PARTICIPATION_ROLES)[number];

/**
 * What the listed profile did about a listing: when it was told (one mail per event, profile and role) and
 * whether its last answer was a cancellation. Whether it is confirmed stays where the event keeps it
 * (event_lineup.confirmed, event_management_settings.building_confirmed); this row only tells a pending
 * listing from a cancelled one.
 */
export const eventParticipations = pgTable(
  'event_participations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').$type<ParticipationRole>().notNull(),
    notifiedAt: instant('notified_at'),
    answeredAt: instant('answered_at'),
    cancelled: boolean('cancelled').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.profileId, t.role] }),
    index('event_participations_profile_idx').on(t.profileId),
    check('event_participations_role_check', sql`${t.role} IN ('Lineup', 'Venue')`),
  ],
);

/** A profile declines future listings by one organizer (spam): new lineup entries and venue picks are refused. */
export const participationBlocks = pgTable(
  'participation_blocks',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    organizerProfileId: uuid('organizer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.organizerProfileId] })],
);

/**
 * Spec Profile.ExternalProviders: the external accounts a profile has connected (the configured OpenID
 * Connect provider, music and video profiles), written by POST /{type}/{id}/externalproviders.
 */
export const profileExternalProviders = pgTable(
  'profile_external_providers',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    url: text('url'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.provider] })],
);

export type EventParticipationRow = typeof eventParticipations.$inferSelect;
export type ProfileExternalProviderRow = typeof profileExternalProviders.$inferSelect;
