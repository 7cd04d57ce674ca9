/**
 * Profile types and their path segments, without zod: public pages' first loads use them (profile page,
 * follows lists), and any import of a module defining schemas brings the schema library along.
 */
/** Spec 1 §3 profile types, stored verbatim; URL path segments use the lowercase form. */
export const PROFILE_TYPES = [
  'VisitorProfile',
  'PromoterProfile',
  'BuildingProfile',
  'FestivalProfile',
  'PerformerProfile',
  'ArtistProfile',
  'DancerProfile',
  'DanceGroupProfile',
  'ComedyShowProfile',
  'ActorProfile',
  'ComedianProfile',
  'BandProfile',
  'LabelProfile',
  'MediaProfile',
  'CampaignProfile',
] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** Profile types that perform (lineups, the "verified" rule of spec 1 §4). */
export const ARTIST_PROFILE_TYPES = [
  'PerformerProfile',
  'ArtistProfile',
  'DancerProfile',
  'DanceGroupProfile',
  'ComedyShowProfile',
  'ActorProfile',
  'ComedianProfile',
  'BandProfile',
] as const satisfies readonly ProfileType[];
export type ArtistProfileType = (typeof ARTIST_PROFILE_TYPES)[number];

export type ProfileTypeSegment = Lowercase<ProfileType>;

export function profileTypeSegment(type: ProfileType): ProfileTypeSegment {
  return type.toLowerCase() as ProfileTypeSegment;
}

export function isArtistProfileType(type: string): type is ArtistProfileType {
  return (ARTIST_PROFILE_TYPES as readonly string[]).includes(type);
}
