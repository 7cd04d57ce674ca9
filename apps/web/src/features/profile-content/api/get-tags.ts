import { ProfileTagsResponseSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { contentKeys, type ProfileRef, profilePath } from './keys';

/** GET /{type}/{id}/tags: the profile's tags in chip order. */
export function getTags(profile: ProfileRef, signal?: AbortSignal): Promise<string[]> {
  return apiRequest(`${profilePath(profile)}/tags`, { signal, schema: ProfileTagsResponseSchema });
}

export const tagsQuery = (profile: ProfileRef) =>
  queryOptions({ queryKey: contentKeys.tags(profile.Id), queryFn: ({ signal }) => getTags(profile, signal) });

export const useTags = (profile: ProfileRef) => useQuery(tagsQuery(profile));
