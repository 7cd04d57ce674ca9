import { type ProfileType, profileTypeSegment } from '@marquee/contract';

/** The profile the workspace edits: the active one (its id and type select the `/{type}/{id}` calls). */
export interface ProfileRef {
  Id: string;
  Type: ProfileType;
}

/** `/{type}/{id}` of spec 3 §7 ({type} is the lowercase profile type). */
export const profilePath = (profile: ProfileRef) =>
  `/${profileTypeSegment(profile.Type)}/${encodeURIComponent(profile.Id)}`;

/** Query keys of the workspace; one root per profile so a save can refresh what it touched. */
export const contentKeys = {
  all: (profileId: string) => ['profile-content', profileId] as const,
  contacts: (profileId: string) => ['profile-content', profileId, 'contacts'] as const,
  embeds: (profileId: string) => ['profile-content', profileId, 'embeds'] as const,
  genres: (profileId: string) => ['profile-content', profileId, 'genres'] as const,
  tags: (profileId: string) => ['profile-content', profileId, 'tags'] as const,
};
