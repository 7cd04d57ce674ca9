import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

/** GET /event/{id}/venueconfigurations/{cfg}/svg: the hall drawing; each sector shape has id = SvgId. */
export function getConfigurationSvg(eventId: string, configurationId: string, signal?: AbortSignal) {
  return apiRequest<string>(
    `/event/${encodeURIComponent(eventId)}/venueconfigurations/${encodeURIComponent(configurationId)}/svg`,
    { signal },
  );
}

export const configurationSvgQuery = (eventId: string, configurationId: string) =>
  queryOptions({
    queryKey: ticketingKeys.svg(eventId, configurationId),
    queryFn: ({ signal }) => getConfigurationSvg(eventId, configurationId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
