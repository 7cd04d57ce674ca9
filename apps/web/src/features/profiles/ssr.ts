import type { City } from '@marquee/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/client';
import { ApiRequestError } from '../../lib/api/errors';
import type { SsrData } from '../../lib/ssr/page-data';
import { profileQuery } from './api/get-profile';
import { profileEventPagesQuery } from './api/get-profile-event-pages';
import { supportedEventsQuery } from './api/get-supported-events';
import { REQUEST_IN_CITY, REQUEST_IN_VENUE, requestedPlace } from './components/ProfileRequestPanel';

/**
 * The profile page's first screen (profile-detail `/:lang/:id`, campaign-detail `/:lang/campaign/:name`):
 * the profile (an unknown one, or a campaign address of a profile that is not a campaign, is a 404), its
 * town, the first page of its upcoming events (a media profile's supported events too) and a show request's
 * place from the URL. Follow state, Going and the sections below load in the browser.
 */
export const ssrProfileData: SsrData = async ({ queryClient, params, url }) => {
  const campaign = params.name !== undefined;
  const profile = await queryClient.fetchQuery(profileQuery(params.name ?? params.id ?? ''));
  if (campaign && profile.Type !== 'CampaignProfile') {
    throw new ApiRequestError(404, { Code: 'NOT_FOUND', Message: 'Not a campaign' });
  }
  await Promise.all([
    queryClient.prefetchInfiniteQuery(profileEventPagesQuery(profile, 'future')),
    profile.Type === 'MediaProfile'
      ? queryClient.prefetchInfiniteQuery(supportedEventsQuery(profile.Id, false))
      : null,
    prefetchCity(queryClient, profile.CityId),
    prefetchRequest(queryClient, url.searchParams),
  ]);
};

/**
 * The header's town, region and country (and a show request's city): the query useCity (features/discovery)
 * reads, under its key. The discovery feature does not export its query options; until it does, this is them.
 */
const prefetchCity = (queryClient: QueryClient, id: string | null | undefined) =>
  id
    ? queryClient.prefetchQuery({
        queryKey: ['city', id],
        queryFn: () => apiRequest<City>(`/city/${encodeURIComponent(id)}`),
        retry: false,
      })
    : null;

/** `?request-in-venue&request-in-city`: the panel above the about names the place. */
function prefetchRequest(queryClient: QueryClient, search: URLSearchParams) {
  const { venue, city } = requestedPlace(search.get(REQUEST_IN_VENUE), search.get(REQUEST_IN_CITY));
  return Promise.all([
    venue ? queryClient.prefetchQuery(profileQuery(venue)) : null,
    prefetchCity(queryClient, city),
  ]);
}
