import { type Profile, ProfileSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { contentKeys, type ProfileRef, profilePath } from './keys';

export type ProfileSwitches = Profile['ExtraSettings']['CustomFrontendSettings'];

/** GET /search/profile/{id}: the profile's name and its switches (spec 3 §3 Custom frontend settings). */
export const profileSwitchesQuery = (profile: ProfileRef) =>
  queryOptions({
    queryKey: [...contentKeys.all(profile.Id), 'switches'] as const,
    queryFn: async ({ signal }) => {
      const read = await apiRequest(`/search/profile/${encodeURIComponent(profile.Id)}`, {
        signal,
        schema: ProfileSchema,
      });
      return { name: read.ProfileName, switches: read.ExtraSettings.CustomFrontendSettings };
    },
  });

export const useProfileSwitches = (profile: ProfileRef) => useQuery(profileSwitchesQuery(profile));

/**
 * PUT /{type}/{id} with ExtraSettings.CustomFrontendSettings: turns batch coupons or season events on or
 * off (spec 3 §6); a switch left out keeps its value. The name is sent as it is (PUT needs it).
 */
export function saveProfileSwitches(
  profile: ProfileRef,
  name: string,
  switches: Partial<ProfileSwitches>,
): Promise<Profile> {
  return apiRequest(profilePath(profile), {
    method: 'PUT',
    body: { ProfileName: name, ExtraSettings: { CustomFrontendSettings: switches } },
    schema: ProfileSchema,
  });
}
