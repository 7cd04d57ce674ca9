import { ProfileTagsResponseSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { type ProfileRef, profilePath } from './keys';

/** PUT /{type}/{id}/tags: replaces the tags (the server applies the same rule as the chips input). */
export function setTags(profile: ProfileRef, tags: readonly string[]): Promise<string[]> {
  return apiRequest(`${profilePath(profile)}/tags`, {
    method: 'PUT',
    body: tags,
    schema: ProfileTagsResponseSchema,
  });
}
