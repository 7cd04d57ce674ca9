import { EmbeddedCodesResponseSchema, type EmbeddedCodeView } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { contentKeys, type ProfileRef, profilePath } from './keys';

/** GET /{type}/{id}/embeddedCodes: in display order, hidden ones included for claim holders. */
export function getEmbeds(profile: ProfileRef, signal?: AbortSignal): Promise<EmbeddedCodeView[]> {
  return apiRequest(`${profilePath(profile)}/embeddedCodes`, { signal, schema: EmbeddedCodesResponseSchema });
}

export const embedsQuery = (profile: ProfileRef) =>
  queryOptions({
    queryKey: contentKeys.embeds(profile.Id),
    queryFn: ({ signal }) => getEmbeds(profile, signal),
  });

export const useEmbeds = (profile: ProfileRef) => useQuery(embedsQuery(profile));
