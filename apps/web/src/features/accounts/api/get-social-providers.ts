import { type SocialProvider, SocialProvidersResponseSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /externalaccount/providers: the configured "continue with" providers; none is not an error. */
export function getSocialProviders(signal?: AbortSignal): Promise<SocialProvider[]> {
  return apiRequest('/externalaccount/providers', { signal, schema: SocialProvidersResponseSchema }).catch(
    () => [],
  );
}

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['externalaccount', 'providers'],
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: 10 * 60_000,
  });

export const useSocialProviders = () => useQuery(socialProvidersQuery());
