import { RESPONSIBLE_TYPES, type ResponsibleType, type TrackingProvider } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, sqlList, updatedAt } from './columns';
import type { AddressContact } from './documents';
import { events } from './events';
import { profiles } from './profiles';

/*
 * What the organizer's event editor stores beyond the events table (issue 5): the responsible person or
 * company (who is paid out), saved templates of it per profile, tracking providers, the venue's hosting
 * confirmation, the event gallery and season-ticket membership.
 */

/** Spec 3 §3 Responsible.CompanyDetails. */
export interface CompanyDetails {
  CompanyName: string;
  ICO: string;
  DIC: string;
  IcDph?: string | null;
  IsZeroVat: boolean;
  Type?: string | null;
}

const responsibleColumns = () => ({
  type: text('type').$type<ResponsibleType>().notNull(),
  /** '-' for a company (spec 3 §4: the type switch sets name and surname to a dash). */
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  birthday: date('birthday', { mode: 'string' }),
  address: jsonb('address').$type<AddressContact>().notNull(),
  /** Normalized (no spaces, upper case) and checked (mod 97). */
  iban: text('iban'),
  /** A fraction: 0.2 is 20 % (spec 3 §9). */
  vat: doublePrecision('vat').notNull(),
  companyDetails: jsonb('company_details').$type<CompanyDetails>(),
});

const responsibleChecks = (name: string, t: { type: unknown; vat: unknown }) => [
  check(`${name}_type_check`, sql`${t.type} IN (${sqlList(RESPONSIBLE_TYPES)})`),
  check(`${name}_vat_check`, sql`${t.vat} >= 0 AND ${t.vat} <= 1`),
];

export const eventResponsibles = pgTable(
  'event_responsibles',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    ...responsibleColumns(),
    /**
     * Support's explicit lock. The party is also locked once a ticket of the event is sold (payouts go to
     * it): PUT /event/{id}/responsible then answers 403 RESPONSIBLE_LOCKED.
     */
    lockedAt: instant('locked_at'),
    updatedAt: updatedAt(),
  },
  (t) => responsibleChecks('event_responsibles', t),
);

/** Saved responsible templates of an organizer profile; `is_primary` is the profile's own (GET …/responsible). */
export const profileResponsibles = pgTable(
  'profile_responsibles',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...responsibleColumns(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_responsibles_profile_idx').on(t.profileId, t.sortOrder),
    uniqueIndex('profile_responsibles_one_primary_idx').on(t.profileId).where(sql`${t.isPrimary}`),
    ...responsibleChecks('profile_responsibles', t),
  ],
);

/** Organizer settings of an event that the public read model does not need in its hot row. */
export const eventManagementSettings = pgTable('event_management_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  trackingProviders: jsonb('tracking_providers').$type<TrackingProvider[]>().notNull().default([]),
  /** The venue's profile confirmed hosting (PUT /event/{id}/building/confirmation?Confirmed). */
  buildingConfirmed: boolean('building_confirmed').notNull().default(false),
});

/** Spec 3 §7 POST/DELETE /event/{id}/images/gallery. */
export const eventGalleryImages = pgTable(
  'event_gallery_images',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    caption: text('caption'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('event_gallery_images_event_idx').on(t.eventId, t.sortOrder)],
);

/** Spec 3 §7 /event/{id}/seasonEvent/{seasonId}: event `event_id` is part of the season ticket event. */
export const seasonEventMembers = pgTable(
  'season_event_members',
  {
    seasonEventId: uuid('season_event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonEventId, t.eventId] }),
    index('season_event_members_event_idx').on(t.eventId),
    check('season_event_members_distinct_check', sql`${t.seasonEventId} <> ${t.eventId}`),
  ],
);

export type EventResponsibleRow = typeof eventResponsibles.$inferSelect;
export type ProfileResponsibleRow = typeof profileResponsibles.$inferSelect;
export type EventManagementSettingsRow = typeof eventManagementSettings.$inferSelect;
export type EventGalleryImageRow = typeof eventGalleryImages.$inferSelect;
