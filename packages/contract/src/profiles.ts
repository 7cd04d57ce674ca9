import { z } from 'zod';
import { LANGUAGES } from './languages';
import {
  isArtistProfileType,
  PROFILE_TYPES,
  type ProfileType,
  type ProfileTypeSegment,
} from './profile-types';

export const ProfileTypeSchema = z.enum(PROFILE_TYPES);

/** Spec 1 §6: everything that is not a visitor profile counts as organizer. */
export const ORGANIZER_PROFILE_TYPES = PROFILE_TYPES.filter((type) => type !== 'VisitorProfile');

/** Spec 1 §3: venue subtypes (BuildingProfile) and artist subtypes. */
export const VENUE_SUBTYPES = ['MusicClub', 'Hall', 'Theatre', 'CulturalVenue', 'Cinema'] as const;
export const ARTIST_SUBTYPES = [
  'Artist',
  'Band',
  'Musician',
  'Dancer',
  'DanceGroup',
  'Comedian',
  'ComedyShow',
  'Actor',
] as const;
export const PROFILE_SUBTYPES = [...VENUE_SUBTYPES, ...ARTIST_SUBTYPES] as const;
export type ProfileSubtype = (typeof PROFILE_SUBTYPES)[number];
export const ProfileSubtypeSchema = z.enum(PROFILE_SUBTYPES);

/** Spec "Role (Pending is a value)": a performer is verified once its role is no longer Pending. */
export const PROFILE_ROLES = ['Pending', 'Confirmed'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];
export const ProfileRoleSchema = z.enum(PROFILE_ROLES);

/** Spec 1 §3 / spec 3 §3: the twelve web contact types. */
export const WEB_CONTACT_TYPES = [
  'Youtube',
  'Facebook',
  'Myspace',
  'Twitter',
  'Googleplus',
  'Soundcloud',
  'Homepage',
  'Unknown',
  'Flickr',
  'Instagram',
  'Vimeo',
  'Wikipedia',
] as const;
export type WebContactType = (typeof WEB_CONTACT_TYPES)[number];

/** The lowercase path segments (`visitorprofile`, `promoterprofile`, …) in PROFILE_TYPES order. */
export const PROFILE_TYPE_SEGMENTS = PROFILE_TYPES.map((type) => type.toLowerCase()) as ProfileTypeSegment[];

/** `promoterprofile` (any case) → `PromoterProfile`; null for anything else (→ UNSUPPORTED_PROFILE_TYPE). */
export function profileTypeFromSegment(segment: string): ProfileType | null {
  const lower = segment.trim().toLowerCase();
  return PROFILE_TYPES.find((type) => type.toLowerCase() === lower) ?? null;
}

export function isProfileType(value: unknown): value is ProfileType {
  return typeof value === 'string' && (PROFILE_TYPES as readonly string[]).includes(value);
}

/** Spec 1 §6: IsOrganizer is true for every known profile type but VisitorProfile. */
export function isOrganizerProfile(type: string): boolean {
  return isProfileType(type) && type !== 'VisitorProfile';
}

/** Spec 1 §4: an artist type other than plain ArtistProfile whose role is not Pending. */
export function isVerifiedProfile(profile: { Type: string; Role: string | null | undefined }): boolean {
  return isArtistProfileType(profile.Type) && profile.Type !== 'ArtistProfile' && profile.Role !== 'Pending';
}

/**
 * The role a new profile (or one changed into an artist type) starts with. Performers start Pending so the
 * verified badge is never self-granted; confirming is an administrative step. Other types are Confirmed.
 */
export function initialProfileRole(type: ProfileType): ProfileRole {
  return isArtistProfileType(type) ? 'Pending' : 'Confirmed';
}

/** Venue subtypes belong to BuildingProfile, artist subtypes to artist types; no subtype always fits. */
export function subtypeFitsType(type: ProfileType, subtype: ProfileSubtype | null | undefined): boolean {
  if (!subtype) return true;
  if (type === 'BuildingProfile') return (VENUE_SUBTYPES as readonly string[]).includes(subtype);
  if (isArtistProfileType(type)) return (ARTIST_SUBTYPES as readonly string[]).includes(subtype);
  return false;
}

export const PROFILE_NAME_MAX_LENGTH = 100;

// --- Nicknames: the public profile URL is /:lang/:nickname (docs/routes.md) ---

export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 50;
/** Letters, digits, '.', '_' and '-', starting and ending with a letter or digit. */
export const NICKNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/i;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Single path segments the web app and server own: a profile with one of these nicknames could never be
 * reached at /:lang/:nickname (static routes outrank the catch-all profile route), so they are refused.
 * Mirrors the first segments of apps/web/src/app/routes.ts plus server prefixes and language codes.
 */
export const RESERVED_NICKNAMES: ReadonlySet<string> = new Set([
  ...['signin', 'new-password', 'forgotten-password', 'confirm', 'events', 'event', 'stream', 'streams'],
  ...['paymentresult', 'article', 'articles', 'all-articles', 'campaign', 'survey', 'error'],
  ...['terms-and-conditions', 'privacy-policy', 'cookies-policy', 'info', 'ticketing', 'pro-info'],
  ...['reservationresult', 'reservationpayment', 'category', 'dashboard', 'overview'],
  ...['email-notifications', 'purchased-tickets', 'create-profile', 'profile', 'profiles', 'search'],
  ...['api', 'uploads', 'demo', 'assets', 'admin', 'static', 'docs', 'new', 'edit', 'signup', 'login'],
  ...['logout', 'account', 'settings', 'home', 'index', 'www', 'marquee', 'support', 'help', 'outbox', 'dev'],
  ...LANGUAGES,
  'cz',
  'hr',
]);

export type NicknameProblem = 'FORMAT' | 'RESERVED';

/** Why a nickname can't be used, or null when it can (uniqueness is checked by the database). */
export function nicknameProblem(nickname: string): NicknameProblem | null {
  if (nickname.length < NICKNAME_MIN_LENGTH || nickname.length > NICKNAME_MAX_LENGTH) return 'FORMAT';
  // A uuid-shaped nickname would be ambiguous in GET /search/profile/{id} (id or nickname).
  if (!NICKNAME_PATTERN.test(nickname) || UUID_SHAPE.test(nickname)) return 'FORMAT';
  if (RESERVED_NICKNAMES.has(nickname.toLowerCase())) return 'RESERVED';
  return null;
}
