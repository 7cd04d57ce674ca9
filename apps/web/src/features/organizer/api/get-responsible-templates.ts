import { type ProfileType, profileTypeSegment, ResponsibleTemplatesResponseSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { isApiRequestError } from '../../../lib/api/errors';
import { organizerKeys } from './keys';

/** GET /{type}/{id}/responsibles: the saved templates of the active profile; 404 gives an empty list. */
export async function getResponsibleTemplates(type: ProfileType, profileId: string, signal?: AbortSignal) {
  try {
    return await apiRequest(`/${profileTypeSegment(type)}/${encodeURIComponent(profileId)}/responsibles`, {
      signal,
      schema: ResponsibleTemplatesResponseSchema,
    });
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return [];
    throw error;
  }
}

export const responsibleTemplatesQuery = (type: ProfileType, profileId: string) =>
  queryOptions({
    queryKey: organizerKeys.templates(type, profileId),
    queryFn: ({ signal }) => getResponsibleTemplates(type, profileId, signal),
  });

export const useResponsibleTemplates = (type: ProfileType, profileId: string) =>
  useQuery(responsibleTemplatesQuery(type, profileId));
