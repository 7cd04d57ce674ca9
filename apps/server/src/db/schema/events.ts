import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { genres } from './categories';
import { citext, createdAt, id, instant, lat, lon, lonLatCheck, sqlList, updatedAt } from './columns';
import type {
  AddressContact,
  Contact,
  CustomFrontendTexts,
  EmbeddedCode,
  MovieInfo,
  StreamSettings,
  VisibilitySettings,
} from './documents';
import { profiles } from './profiles';
import { cities } from './utility';
import { venueConfigurations, venues } from './venues';

export const EVENT_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Spec selling channels; 'Marquee' is the in-product channel ({product} in the spec). */
export const SELLING_CHANNELS = [
  'IsFree',
  'Marquee',
  'ExternalTicketing',
  'TicketportalCZ',
  'TicketportalSK',
] as const;
export type SellingChannel = (typeof SELLING_CHANNELS)[number];

export const PERFORMANCE_TYPES = ['Normal', 'School', 'Filmclub', 'Pensioner', 'Children', 'Other'] as const;
export type PerformanceType = (typeof PERFORMANCE_TYPES)[number];

export const COVID_MODES = ['UNDEFINED', 'OTP_SK', 'ALL_SK', 'ONLY_VACCINATED_SK', 'OP_PLUS_SK'] as const;
export type CovidMode = (typeof COVID_MODES)[number];

export const events = pgTable(
  'events',
  {
    id: id(),
    nickname: citext('nickname').unique(),
    /** The spec's ProfileName of an event. */
    name: text('name').notNull(),
    /** Normalized name, keywords and lineup names for trigram search; rewritten by the events service. */
    searchText: text('search_text').notNull(),
    about: text('about'),
    aboutRichText: text('about_rich_text'),
    beginAt: instant('begin_at').notNull(),
    /** 9999-12-30T23:59:59Z (MAXIMUM_DATE) marks a long-term event. */
    endAt: instant('end_at').notNull(),
    openGateAt: instant('open_gate_at'),
    beginSellingAt: instant('begin_selling_at'),
    endSellingAt: instant('end_selling_at'),
    /** IANA zone the UI shows the event's times in. */
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<EventStatus>().notNull().default('DRAFT'),
    /** ISO 4217; every price of the event is in it (baskets never mix currencies). */
    currency: text('currency').notNull().default('EUR'),
    sellingChannel: text('selling_channel').$type<SellingChannel>().notNull().default('IsFree'),
    /** SellingChannelInfo.Url for external channels. */
    externalUrl: text('external_url'),
    /** SellingChannelInfo.PerformanceId for Ticketportal. */
    externalPerformanceId: text('external_performance_id'),
    limitForOne: integer('limit_for_one'),
    authorProfileId: uuid('author_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    showAuthor: boolean('show_author').notNull().default(true),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'restrict' }),
    venueConfigurationId: uuid('venue_configuration_id'),
    /** Online events (streams) have no place: no venue, city or map. */
    isOnline: boolean('is_online').notNull().default(false),
    address: jsonb('address').$type<AddressContact>(),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    lon: lon(),
    lat: lat(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    contacts: jsonb('contacts').$type<Contact[]>().notNull().default([]),
    embeddedCodes: jsonb('embedded_codes').$type<EmbeddedCode[]>().notNull().default([]),
    webUrl: text('web_url'),
    movieInfo: jsonb('movie_info').$type<MovieInfo>(),
    /** Performances of one show share the group id (spec EventGroupId / RelatedEvents). */
    eventGroupId: uuid('event_group_id'),
    performanceLabel: text('performance_label'),
    performanceType: text('performance_type').$type<PerformanceType>().notNull().default('Normal'),
    streamSettings: jsonb('stream_settings').$type<StreamSettings>(),
    visibilitySettings: jsonb('visibility_settings').$type<VisibilitySettings>().notNull().default({}),
    showPromocodeSection: boolean('show_promocode_section').notNull().default(true),
    customFrontendTexts: jsonb('custom_frontend_texts').$type<CustomFrontendTexts>().notNull().default({}),
    covidMode: text('covid_mode').$type<CovidMode>().notNull().default('UNDEFINED'),
    profilePicture: text('profile_picture'),
    shareImage: text('share_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A chosen configuration must be one of the chosen venue's (NULLs skip the FK check).
    foreignKey({
      name: 'events_configuration_venue_fk',
      columns: [t.venueConfigurationId, t.venueId],
      foreignColumns: [venueConfigurations.id, venueConfigurations.venueId],
    }).onDelete('restrict'),
    // Target of event_sector_settings' composite FK.
    unique('events_id_configuration_unique').on(t.id, t.venueConfigurationId),
    // Listings: published, not yet ended, ordered by begin.
    index('events_published_end_idx').on(t.endAt, t.beginAt).where(sql`${t.status} = 'PUBLISHED'`),
    index('events_begin_idx').on(t.beginAt),
    index('events_city_begin_idx').on(t.cityId, t.beginAt),
    index('events_venue_idx').on(t.venueId),
    index('events_author_begin_idx').on(t.authorProfileId, t.beginAt),
    index('events_group_idx').on(t.eventGroupId).where(sql`${t.eventGroupId} IS NOT NULL`),
    index('events_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('events_keywords_idx').using('gin', t.keywords),
    check('events_status_check', sql`${t.status} IN (${sqlList(EVENT_STATUSES)})`),
    check('events_selling_channel_check', sql`${t.sellingChannel} IN (${sqlList(SELLING_CHANNELS)})`),
    check(
      'events_external_url_check',
      sql`${t.sellingChannel} IN ('IsFree', 'Marquee') OR ${t.externalUrl} IS NOT NULL`,
    ),
    check('events_performance_type_check', sql`${t.performanceType} IN (${sqlList(PERFORMANCE_TYPES)})`),
    check('events_covid_mode_check', sql`${t.covidMode} IN (${sqlList(COVID_MODES)})`),
    check('events_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('events_dates_check', sql`${t.endAt} >= ${t.beginAt}`),
    check(
      'events_selling_dates_check',
      sql`${t.beginSellingAt} IS NULL OR ${t.endSellingAt} IS NULL OR ${t.endSellingAt} >= ${t.beginSellingAt}`,
    ),
    check('events_limit_for_one_check', sql`${t.limitForOne} IS NULL OR ${t.limitForOne} > 0`),
    // Drafts may lack a place: the organizer's wizard saves step by step; publishing requires one.
    check('events_place_check', sql`${t.isOnline} OR ${t.cityId} IS NOT NULL OR ${t.status} = 'DRAFT'`),
    check('events_lon_lat_check', lonLatCheck(t.lon, t.lat)),
  ],
);

export const eventGenres = pgTable(
  'event_genres',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    genreId: uuid('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.genreId] }), index('event_genres_genre_idx').on(t.genreId)],
);

/** Spec Lineup item. A name-only entry (no profile) is never linked or followable. */
export const eventLineup = pgTable(
  'event_lineup',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Festival day in the event's zone, as the UI groups it. */
    day: date('day', { mode: 'string' }),
    beginAt: instant('begin_at'),
    hideTime: boolean('hide_time').notNull().default(false),
    /** Set by the performer's own profile (spec: lineup confirmation). */
    confirmed: boolean('confirmed').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('event_lineup_event_idx').on(t.eventId, t.day, t.sortOrder),
    index('event_lineup_profile_idx').on(t.profileId),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventLineupRow = typeof eventLineup.$inferSelect;
