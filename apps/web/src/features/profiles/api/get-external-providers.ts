import type { ExternalProvider } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /{type}/{id}/externalproviders: the external accounts a profile has connected (public). */
export const useExternalProviders = (profile: { Id: string; Type: string }) =>
  useQuery({
    queryKey: ['externalproviders', profile.Id],
    queryFn: ({ signal }) =>
      apiRequest<ExternalProvider[]>(
        `/${profile.Type.toLowerCase()}/${encodeURIComponent(profile.Id)}/externalproviders`,
        { signal },
      ).catch(() => []),
    staleTime: 60_000,
  });
