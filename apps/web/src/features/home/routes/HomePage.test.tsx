import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { articleItem, eventItem, profileRef, streamItem } from '../../../components/listings/test-fixtures';
import { mockApi } from '../../../test/api';
import { renderApp, stubFetch } from '../../../test/render';

/** The route and its second-half chunk load lazily; a busy machine needs more than the default 1 s. */
const SLOW = { timeout: 5000 };

const IDS = { e1: 'aaaaaaaa-0000-4000-8000-000000000001' };

describe('HomePage', () => {
  it('shows the hero, audience tabs, partners and the organizer call to action', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
    renderApp('/en/');
    const hero = await screen.findByTestId('home-hero', {}, SLOW);
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find your next unforgettable night out',
    );
    // The second half of the page arrives in its own chunk after the first paint.
    expect(await screen.findByRole('tablist', { name: 'Marquee for everyone' }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Trusted by organizers across Central Europe' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Organizing an event?' })).toBeInTheDocument();
    expect(document.title).toBe('Events, tickets and streams · Marquee');
  });

  it('shows the spec’s listings in order, each from its own call', async () => {
    const api = mockApi({
      'GET /spot': { body: [] },
      'GET /event/search': {
        body: [eventItem({ Id: IDS.e1 }), eventItem({ ProfileName: 'Rock Fest', Nickname: 'rock-fest' })],
      },
      'GET /article': { body: [articleItem()] },
      'GET /trending/profiles/lastfollowed': {
        body: [{ ...profileRef(), FollowersCount: 2, LastFollowedAt: '2030-01-01T00:00:00Z' }],
      },
      'GET /stream': { body: [streamItem()] },
    });
    renderApp('/en/');
    const link = await screen.findByRole('link', { name: 'Jazz Night' }, SLOW);
    expect(link).toHaveAttribute('href', `/en/events/${IDS.e1}`);
    expect(screen.getByRole('link', { name: 'Rock Fest' })).toHaveAttribute('href', '/en/events/rock-fest');
    // 18:00 UTC is 20:00 in Bratislava in summer.
    expect(link.closest('li')?.querySelector('time')).toHaveTextContent(/8:00\s?PM/);
    expect(await screen.findByTestId('article-card', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('profile-card', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('stream-card', {}, SLOW)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 4)).toEqual([
      'Top events',
      'New articles',
      'Recently followed',
      'Upcoming streams',
    ]);
    for (const path of ['/spot', '/event/search', '/article', '/trending/profiles/lastfollowed', '/stream']) {
      expect(api.callsTo('GET', path), path).toHaveLength(1);
    }
  });

  it('shows every section’s empty state from the catalogue and no dialog when nothing is there', async () => {
    mockApi({
      'GET /spot': { body: [] },
      'GET /event/search': { body: [] },
      'GET /article': { body: [] },
      'GET /trending/profiles/lastfollowed': { body: [] },
      'GET /stream': { body: [] },
    });
    renderApp('/en/');
    expect(await screen.findByText('No events found.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('No articles for this section.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('No profiles found.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('No upcoming streams available for now.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recommended' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the contact dialog from ?contactDialog and closes it by removing the parameter', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
    const { router } = renderApp('/en/?contactDialog=true');
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' }, SLOW);
    expect(within(dialog).getByRole('link', { name: 'support@marquee.events' })).toHaveAttribute(
      'href',
      'mailto:support@marquee.events',
    );
    expect(within(dialog).getByRole('link', { name: '+421 2 3300 4400' })).toHaveAttribute(
      'href',
      'tel:+421233004400',
    );
    expect(dialog).toHaveTextContent('24/7');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the contact dialog from the organizer call to action', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
    const { router } = renderApp('/en/');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact us' }, SLOW));
    expect(await screen.findByRole('dialog', { name: 'Contact support' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?contactDialog=true');
  });
});
