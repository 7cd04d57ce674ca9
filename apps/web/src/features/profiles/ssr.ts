import { ApiRequestError } from '../../lib/api/errors';
import type { SsrData } from '../../lib/ssr/page-data';
import { cityQuery } from '../discovery';
import { profileQuery } from './api/get-profile';
import { profileEventPagesQuery } from './api/get-profile-event-pages';
import { supportedEventsQuery } from './api/get-supported-events';

/**
 * The profile page's first screen (profile-detail `/:lang/:id`, campaign-detail `/:lang/campaign/:name`):
 * the profile (an unknown one, or a campaign address of a profile that is not a campaign, is a 404), its
 * town and the first page of its upcoming events (a media profile's supported events too). Follow state,
 * Going, a show request's panel and the sections below load in the browser.
 */
export const ssrProfileData: SsrData = async ({ queryClient, params }) => {
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
    // The header's town, region and country: the query useCity (features/discovery) reads.
    profile.CityId ? queryClient.prefetchQuery(cityQuery(profile.CityId)) : null,
  ]);
};
