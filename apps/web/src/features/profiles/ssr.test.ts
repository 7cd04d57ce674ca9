import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { buildEventItem, buildProfile, IDS, mockApi } from '../../test/api';
import { ssrProfileData } from './ssr';

const CITY = '0b7c1f52-1f5e-4c55-9d3c-5d1f3c2c9a11';
const args = (params: Record<string, string>, search = '') => ({
  queryClient: createQueryClient(),
  params,
  url: new URL(`http://marquee.local/en/x${search}`),
  language: 'en' as const,
});

describe('the profile page on the server (issue 25)', () => {
  it('loads the profile, its town and its first upcoming events under the page’s own keys', async () => {
    mockApi({
      'GET /search/profile/the-lanterns': { body: buildProfile({ CityId: CITY }) },
      'GET /event': { body: [buildEventItem()] },
      [`GET /city/${CITY}`]: {
        body: { Id: CITY, Name: 'Košice', Region: 'Košický kraj', CountryName: 'Slovakia' },
      },
    });
    const run = args({ lang: 'en', id: 'the-lanterns' });
    await ssrProfileData(run);
    expect(run.queryClient.getQueryData(['profile', 'the-lanterns'])).toMatchObject({ Id: IDS.performer });
    expect(run.queryClient.getQueryData(['city', CITY])).toMatchObject({ Name: 'Košice' });
    expect(
      run.queryClient.getQueryData(['event', 'profile', IDS.performer, 'future', 'pages']),
    ).toMatchObject({ pages: [[{ Id: IDS.event }]] });
  });

  it('is a 404 for an unknown profile, and for a campaign address of a profile that is no campaign', async () => {
    mockApi({ 'GET /search/profile/the-lanterns': { body: buildProfile() }, 'GET /event': { body: [] } });
    await expect(ssrProfileData(args({ lang: 'en', id: 'nobody' }))).rejects.toMatchObject({ status: 404 });
    await expect(ssrProfileData(args({ lang: 'en', name: 'the-lanterns' }))).rejects.toMatchObject({
      status: 404,
    });
  });
});
