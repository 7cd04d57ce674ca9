import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, sqlList } from './columns';
import { events } from './events';
import { profiles } from './profiles';

export const SPOT_TYPES = ['ExternalSpot', 'EntitySpot', 'GroupSpot'] as const;
export type SpotType = (typeof SPOT_TYPES)[number];
export const SPOT_ENTITY_TYPES = ['Event', 'Profile'] as const;
export type SpotEntityType = (typeof SPOT_ENTITY_TYPES)[number];

/**
 * Curated promotion slots (spec "Spot"; GET /spot?Name=Homepage-slider). An entity spot points at an event
 * or a profile through a real FK per entity type, so a deleted event can't leave a dangling slide.
 * A GroupSpot holds children (parent_spot_id) shown together.
 */
export const spots = pgTable(
  'spots',
  {
    id: id(),
    /** Placement group, e.g. 'Homepage-slider'. Children of a GroupSpot repeat the group's name. */
    name: text('name').notNull(),
    title: text('title'),
    profilePicture: text('profile_picture'),
    type: text('type').$type<SpotType>().notNull(),
    entityType: text('entity_type').$type<SpotEntityType>(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    url: text('url'),
    externalSpotType: text('external_spot_type'),
    parentSpotId: uuid('parent_spot_id').references((): AnyPgColumn => spots.id, { onDelete: 'cascade' }),
    /** TimePeriod: shown only while now() is inside; NULL = open-ended. */
    beginAt: instant('begin_at'),
    endAt: instant('end_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** SpotCustomOptions.CustomText. */
    customText: text('custom_text'),
    createdAt: createdAt(),
  },
  (t) => [
    index('spots_name_order_idx').on(t.name, t.sortOrder),
    index('spots_parent_idx').on(t.parentSpotId),
    check('spots_type_check', sql`${t.type} IN (${sqlList(SPOT_TYPES)})`),
    check(
      'spots_target_check',
      sql`(${t.type} = 'EntitySpot' AND (
            (${t.entityType} = 'Event' AND ${t.eventId} IS NOT NULL AND ${t.profileId} IS NULL)
            OR (${t.entityType} = 'Profile' AND ${t.profileId} IS NOT NULL AND ${t.eventId} IS NULL)))
        OR (${t.type} = 'ExternalSpot' AND ${t.url} IS NOT NULL AND ${t.eventId} IS NULL AND ${t.profileId} IS NULL)
        OR (${t.type} = 'GroupSpot' AND ${t.eventId} IS NULL AND ${t.profileId} IS NULL)`,
    ),
    check('spots_period_check', sql`${t.beginAt} IS NULL OR ${t.endAt} IS NULL OR ${t.endAt} > ${t.beginAt}`),
    check('spots_not_own_parent_check', sql`${t.parentSpotId} IS NULL OR ${t.parentSpotId} <> ${t.id}`),
  ],
);

export type SpotRow = typeof spots.$inferSelect;
