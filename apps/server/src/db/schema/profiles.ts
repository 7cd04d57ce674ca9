import {
  ARTIST_PROFILE_TYPES,
  ARTIST_SUBTYPES,
  PROFILE_ROLES,
  PROFILE_TYPES,
  type ProfileRole,
  type ProfileSubtype,
  type ProfileType,
  VENUE_SUBTYPES,
} from '@marquee/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { genres } from './categories';
import { citext, createdAt, id, instant, lat, lon, lonLatCheck, sqlList, updatedAt } from './columns';
import type { AddressContact, Contact, EmbeddedCode, ProfileExtraSettings } from './documents';
import { cities } from './utility';

// The profile vocabulary lives in the contract (shared with the web app); re-exported for schema users.
export {
  ARTIST_PROFILE_TYPES,
  ARTIST_SUBTYPES,
  PROFILE_ROLES,
  PROFILE_TYPES,
  type ProfileRole,
  type ProfileSubtype,
  type ProfileType,
  VENUE_SUBTYPES,
} from '@marquee/contract';

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    type: text('type').$type<ProfileType>().notNull(),
    subtype: text('subtype').$type<ProfileSubtype>(),
    profileName: text('profile_name').notNull(),
    /** Lowercased, unaccented profile name (+ nickname) for trigram search; written by the app. */
    searchName: text('search_name').notNull(),
    nickname: citext('nickname').unique(),
    about: text('about'),
    aboutRichText: text('about_rich_text'),
    profilePicture: text('profile_picture'),
    /** ISO 3166-1 alpha-2 of the home country. */
    country: text('country'),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    hometown: text('hometown'),
    lon: lon(),
    lat: lat(),
    address: jsonb('address').$type<AddressContact>(),
    contacts: jsonb('contacts').$type<Contact[]>().notNull().default([]),
    embeddedCodes: jsonb('embedded_codes').$type<EmbeddedCode[]>().notNull().default([]),
    role: text('role').$type<ProfileRole>().notNull().default('Confirmed'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender'),
    /** Denormalized counters kept by the follows service in the same transaction as the follow row. */
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    promoterSince: instant('promoter_since'),
    /** Spec: IsBlogger comes from a configured list of ids; a column lets the seed and admins set it. */
    isBlogger: boolean('is_blogger').notNull().default(false),
    allowVisitorPosts: boolean('allow_visitor_posts').notNull().default(false),
    extraSettings: jsonb('extra_settings').$type<ProfileExtraSettings>().notNull().default({}),
    /** The owning account; the accounts issue adds the users table and the FK. */
    ownerUserId: uuid('owner_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('profiles_type_idx').on(t.type),
    index('profiles_city_idx').on(t.cityId),
    index('profiles_owner_user_idx').on(t.ownerUserId),
    // Spec 1 §6 "only one visitor profile per user", held by the database so two racing creates can't
    // both win; the creator is the owner (profiles service, accounts sign-up).
    uniqueIndex('profiles_one_visitor_per_owner_idx')
      .on(t.ownerUserId)
      .where(sql`${t.type} = 'VisitorProfile'`),
    check('profiles_type_check', sql`${t.type} IN (${sqlList(PROFILE_TYPES)})`),
    check(
      'profiles_subtype_check',
      sql`${t.subtype} IS NULL
        OR (${t.type} = 'BuildingProfile' AND ${t.subtype} IN (${sqlList(VENUE_SUBTYPES)}))
        OR (${t.type} IN (${sqlList(ARTIST_PROFILE_TYPES)}) AND ${t.subtype} IN (${sqlList(ARTIST_SUBTYPES)}))`,
    ),
    check('profiles_role_check', sql`${t.role} IN (${sqlList(PROFILE_ROLES)})`),
    check('profiles_name_length_check', sql`char_length(${t.profileName}) >= 2`),
    check('profiles_country_check', sql`${t.country} IS NULL OR ${t.country} ~ '^[A-Z]{2}$'`),
    check('profiles_counts_check', sql`${t.followersCount} >= 0 AND ${t.followingCount} >= 0`),
    check('profiles_lon_lat_check', lonLatCheck(t.lon, t.lat)),
  ],
);

/** Spec Profile.Categories. */
export const profileGenres = pgTable(
  'profile_genres',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    genreId: uuid('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.genreId] }), index('profile_genres_genre_idx').on(t.genreId)],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
