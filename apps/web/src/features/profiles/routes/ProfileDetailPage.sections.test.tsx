import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { articleItem, eventItem, profileRef, streamItem } from '../../../components/listings/test-fixtures';
import { type ApiCall, buildProfile, IDS, mockApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

/** The first find waits for the lazy page and its catalog parts, slow on a busy machine. */
const SLOW = { timeout: 5000 };
const FOLK = '88888888-8888-4888-8888-888888888888';
const CITY = '99999999-9999-4999-8999-999999999999';

/** `count` upcoming events named "Show 1"…; page 2 has the rest. */
const upcomingPages = (total: number) => (call: ApiCall) => {
  if (call.query.get('eventBegin') === 'past')
    return { body: [eventItem({ ProfileName: 'Last Summer Tour', Begin: '2020-06-01T18:00:00Z' })] };
  const page = Number(call.query.get('page'));
  const perPage = Number(call.query.get('perPage'));
  const from = page * perPage; // 0-based pages
  const names = Array.from(
    { length: Math.max(0, Math.min(perPage, total - from)) },
    (_, i) => `Show ${from + i + 1}`,
  );
  return { body: names.map((name) => eventItem({ ProfileName: name })) };
};

describe('profile detail sections', () => {
  it('shows a loading state, then the header with place, upcoming and past events', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'GET /search/profile/the-lanterns': async () => {
        await gate;
        return { body: buildProfile() };
      },
      'GET /event': upcomingPages(3),
    });
    renderApp('/en/the-lanterns');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lanterns' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('profile-place')).toHaveTextContent('Košice, Slovakia');
    const upcoming = await screen.findByTestId('profile-events', {}, SLOW);
    await waitFor(() => expect(within(upcoming).getAllByTestId('event-card')).toHaveLength(3));
    const past = await screen.findByTestId('profile-past-events', {}, SLOW);
    expect(within(past).getByRole('heading', { name: 'Past events' })).toBeInTheDocument();
    expect(within(past).getByText('Last Summer Tour')).toBeInTheDocument();
  });

  it('pages upcoming events 10 at a time with load more', async () => {
    const api = mockApi({
      'GET /search/profile/the-lanterns': { body: buildProfile() },
      'GET /event': upcomingPages(13),
    });
    renderApp('/en/the-lanterns');
    const upcoming = await screen.findByTestId('profile-events', {}, SLOW);
    await waitFor(() => expect(within(upcoming).getAllByTestId('event-card')).toHaveLength(10));
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(upcoming).getAllByTestId('event-card')).toHaveLength(13));
    expect(within(upcoming).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const future = api.calls.filter((c) => c.path === '/event' && c.query.get('eventBegin') === 'future');
    expect(
      future.map((c) => [c.query.get('profileId'), c.query.get('page'), c.query.get('perPage')]),
    ).toEqual([
      [IDS.performer, '0', '10'],
      [IDS.performer, '1', '10'],
    ]);
  });

  it('says "No events found." and hides the optional lists when the profile has nothing', async () => {
    mockApi({ 'GET /search/profile/the-lanterns': { body: buildProfile() }, 'GET /event': { body: [] } });
    renderApp('/en/the-lanterns');
    const upcoming = await screen.findByTestId('profile-events', {}, SLOW);
    expect(await within(upcoming).findByText('No events found.')).toBeInTheDocument();
    for (const id of ['profile-past-events', 'profile-streams', 'profile-articles', 'profile-lineup'])
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  });

  it('lists performers coming up in its genres, streams, articles and whom it follows', async () => {
    const self = profileRef({ Id: IDS.performer, ProfileName: 'The Lanterns' });
    const api = mockApi({
      'GET /search/profile/the-lanterns': { body: buildProfile({ FollowingCount: 1 }) },
      'GET /event': { body: [] },
      'GET /event/uniqueLineUpMemberEvents': {
        body: [
          {
            ...eventItem({ ProfileName: 'Folk Nights' }),
            LineupMember: profileRef({ ProfileName: 'Mira Dusk' }),
          },
          { ...eventItem({ ProfileName: 'Own Show' }), LineupMember: self },
        ],
      },
      'GET /stream': { body: [streamItem({ Title: 'Lanterns Unplugged' })] },
      'GET /article': { body: [articleItem({ Title: 'The Lanterns on tour' })] },
      [`GET /bandprofile/${IDS.performer}/follows`]: {
        body: [
          { Id: 'f1', Reference: profileRef({ ProfileName: 'Tabačka' }), CreatedAt: '2030-01-01T00:00:00Z' },
        ],
      },
    });
    renderApp('/en/the-lanterns');
    const lineup = await screen.findByTestId('profile-lineup', {}, SLOW);
    expect(within(lineup).getByText('Mira Dusk')).toBeInTheDocument();
    expect(within(lineup).getByText('Folk Nights')).toBeInTheDocument();
    expect(within(lineup).queryByText('Own Show')).not.toBeInTheDocument();
    const lineupCall = api.callsTo('GET', '/event/uniqueLineUpMemberEvents')[0];
    expect(lineupCall?.query.get('categories')).toBe(FOLK);
    // A band is not tied to a city: only its genres narrow the list.
    expect(lineupCall?.query.get('cityId')).toBeNull();
    expect(
      within(await screen.findByTestId('profile-streams', {}, SLOW)).getByText('Lanterns Unplugged'),
    ).toBeInTheDocument();
    expect(
      within(await screen.findByTestId('profile-articles', {}, SLOW)).getByText('The Lanterns on tour'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/article')[0]?.query.get('profiles')).toBe(IDS.performer);
    expect(api.callsTo('GET', '/stream')[0]?.query.get('authorId')).toBe(IDS.performer);
    expect(
      within(await screen.findByTestId('profile-follows', {}, SLOW)).getByText('Tabačka'),
    ).toBeInTheDocument();
  });

  it('renders rich about text and embeds sanitized, with titled sandboxed frames', async () => {
    mockApi({
      'GET /search/profile/the-lanterns': {
        body: buildProfile({
          AboutRichText: '<p>We play <strong>folk</strong>.</p><img src="x" onerror="window.hacked=1">',
          EmbeddedCodes: [
            {
              Id: 'e1',
              HtmlCode: '<iframe src="https://player.example/1"></iframe><script>window.hacked=1</script>',
              IsHidden: false,
              OrderNumber: 0,
            },
            { Id: 'e2', HtmlCode: '<p>Secret draft</p>', IsHidden: true, OrderNumber: 1 },
          ],
        }),
      },
      'GET /event': { body: [] },
    });
    renderApp('/en/the-lanterns');
    const about = await screen.findByTestId('profile-about-text', {}, SLOW);
    expect(about.querySelector('strong')).toHaveTextContent('folk');
    expect(about.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const embeds = await screen.findByTestId('embedded-codes');
    const frame = embeds.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://player.example/1');
    expect(frame).toHaveAttribute('title', 'Embedded content');
    expect(frame?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame?.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(embeds.querySelector('script')).toBeNull();
    expect(screen.queryByText('Secret draft')).not.toBeInTheDocument();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows a show request for a city from the URL and ignores malformed ones', async () => {
    mockApi({
      'GET /search/profile/the-lanterns': { body: buildProfile() },
      'GET /event': { body: [] },
      [`GET /city/${CITY}`]: {
        body: {
          Id: CITY,
          Name: 'Győr',
          Country: 'HU',
          CountryName: 'Hungary',
          Region: 'Győr-Moson-Sopron',
          Zip: '9021',
          LonLat: { Lon: 17.63, Lat: 47.68 },
        },
      },
    });
    renderApp(`/en/the-lanterns?request-in-city=${CITY}`);
    const panel = await screen.findByTestId('profile-request', {}, SLOW);
    expect(panel).toHaveTextContent('Bring The Lanterns to Győr');
    expect(within(panel).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('ignores a request query that names nothing', async () => {
    const api = mockApi({
      'GET /search/profile/the-lanterns': { body: buildProfile() },
      'GET /event': { body: [] },
    });
    renderApp('/en/the-lanterns?request-in-city=not-a-city&request-in-venue=%3Cscript%3E');
    await screen.findByRole('heading', { level: 1, name: 'The Lanterns' }, SLOW);
    expect(screen.queryByTestId('profile-request')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/city/'))).toBe(false);
    expect(api.calls.filter((c) => c.path.startsWith('/search/profile/'))).toHaveLength(1);
  });
});
