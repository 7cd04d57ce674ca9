import { type ProfileType, profileTypeSegment } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /{type}/{id}/tags (public): the profile's tags, lowercase, in the order its managers set (unvalidated: the
 * profile page's first load carries no zod). */
export function getProfileTags(
  profileId: string,
  type: ProfileType,
  signal?: AbortSignal,
): Promise<string[]> {
  return apiRequest<string[]>(`/${profileTypeSegment(type)}/${encodeURIComponent(profileId)}/tags`, {
    signal,
  });
}

export const profileTagsQuery = (profileId: string, type: ProfileType) =>
  queryOptions({
    queryKey: ['profile-tags', profileId],
    queryFn: ({ signal }) => getProfileTags(profileId, type, signal),
  });

export const useProfileTags = (profileId: string, type: ProfileType) =>
  useQuery(profileTagsQuery(profileId, type));
