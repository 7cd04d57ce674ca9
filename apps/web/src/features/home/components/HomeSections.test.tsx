import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { articleItem, eventItem, profileRef, streamItem } from '../../../components/listings/test-fixtures';
import { renderInRoute } from '../../../components/listings/test-utils';
import { mockApi } from '../../../test/api';
import { LastFollowedProfiles } from './LastFollowedProfiles';
import { NewArticles } from './NewArticles';
import { TopEvents } from './TopEvents';
import { UpcomingStreams } from './UpcomingStreams';

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
const failing = { status: 500, body: { Code: 'INTERNAL', Message: 'boom' } };

describe('TopEvents', () => {
  it('asks for the first 9 events and lists them, with a link to all events', async () => {
    const api = mockApi({
      'GET /event/search': { body: [eventItem(), eventItem({ ProfileName: 'Rock Fest' })] },
    });
    renderInRoute(<TopEvents />);
    const top = await section('Top events');
    expect(await within(top).findAllByTestId('event-card')).toHaveLength(2);
    expect(within(top).getByRole('link', { name: 'Show all events' })).toHaveAttribute('href', '/en/events');
    const [call] = api.callsTo('GET', '/event/search');
    expect(call?.query.get('page')).toBe('0');
    expect(call?.query.get('perPage')).toBe('9');
  });

  it('says "No events found." and hides the link when there are none', async () => {
    mockApi({ 'GET /event/search': { body: [] } });
    renderInRoute(<TopEvents />);
    const top = await section('Top events');
    expect(await within(top).findByTestId('empty-state')).toHaveTextContent('No events found.');
    expect(within(top).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an error with retry, quietly (no dialog), and recovers on retry', async () => {
    let answer: { status?: number; body?: unknown } = failing;
    mockApi({ 'GET /event/search': () => answer });
    renderInRoute(<TopEvents />);
    const top = await section('Top events');
    expect(
      await within(top).findByText('This list could not be loaded.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer = { body: [eventItem()] };
    await userEvent.click(within(top).getByRole('button', { name: 'Try again' }));
    expect(await within(top).findByTestId('event-card')).toBeInTheDocument();
  });
});

describe('NewArticles', () => {
  it('asks for the 9 newest articles and lists them', async () => {
    const api = mockApi({ 'GET /article': { body: [articleItem()] } });
    renderInRoute(<NewArticles />);
    const articles = await section('New articles');
    expect(await within(articles).findByTestId('article-card')).toBeInTheDocument();
    expect(within(articles).getByRole('link', { name: 'Show all articles' })).toHaveAttribute(
      'href',
      '/en/all-articles',
    );
    expect(api.callsTo('GET', '/article')[0]?.query.get('perPage')).toBe('9');
  });

  it('shows the catalogue empty state "No articles for this section."', async () => {
    mockApi({ 'GET /article': { body: [] } });
    renderInRoute(<NewArticles />);
    const articles = await section('New articles');
    expect(await within(articles).findByTestId('empty-state')).toHaveTextContent(
      'No articles for this section.',
    );
  });

  it('shows an error when the call fails', async () => {
    mockApi({ 'GET /article': failing });
    renderInRoute(<NewArticles />);
    const articles = await section('New articles');
    expect(
      await within(articles).findByText('This list could not be loaded.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('LastFollowedProfiles', () => {
  it('asks for the last 5 followed profiles and lists them with their followers', async () => {
    const api = mockApi({
      'GET /trending/profiles/lastfollowed': {
        body: [
          {
            ...profileRef({ ProfileName: 'Spreewerk' }),
            FollowersCount: 3,
            LastFollowedAt: '2030-01-01T00:00:00Z',
          },
        ],
      },
    });
    renderInRoute(<LastFollowedProfiles />);
    const profiles = await section('Recently followed');
    expect(await within(profiles).findByRole('link', { name: 'Spreewerk' })).toBeInTheDocument();
    expect(within(profiles).getByText('3 followers')).toBeInTheDocument();
    const [call] = api.callsTo('GET', '/trending/profiles/lastfollowed');
    expect(call?.query.get('perPage')).toBe('5');
  });

  it('says "No profiles found." when nobody followed anyone yet', async () => {
    mockApi({ 'GET /trending/profiles/lastfollowed': { body: [] } });
    renderInRoute(<LastFollowedProfiles />);
    const profiles = await section('Recently followed');
    expect(await within(profiles).findByTestId('empty-state')).toHaveTextContent('No profiles found.');
  });

  it('shows an error when the call fails', async () => {
    mockApi({ 'GET /trending/profiles/lastfollowed': failing });
    renderInRoute(<LastFollowedProfiles />);
    const profiles = await section('Recently followed');
    expect(
      await within(profiles).findByText('This list could not be loaded.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('UpcomingStreams', () => {
  const streams = Array.from({ length: 25 }, (_, index) => streamItem({ Title: `Stream ${index + 1}` }));

  it('shows the first 9 and 9 more per "Show more", asking API version 2.2, until none are left', async () => {
    const api = mockApi({
      'GET /stream': ({ query }) => ({ body: streams.slice(0, Number(query.get('perPage'))) }),
    });
    renderInRoute(<UpcomingStreams />);
    const list = await section('Upcoming streams');
    expect(await within(list).findAllByTestId('stream-card')).toHaveLength(9);
    const first = api.callsTo('GET', '/stream')[0];
    expect(first?.query.get('perPage')).toBe('10');
    expect(first?.headers.get('accept')).toContain('version=2.2');

    await userEvent.click(within(list).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByTestId('stream-card')).toHaveLength(18));
    await userEvent.click(within(list).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByTestId('stream-card')).toHaveLength(25));
    expect(within(list).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers no "Show more" with 9 or fewer streams', async () => {
    mockApi({ 'GET /stream': { body: streams.slice(0, 9) } });
    renderInRoute(<UpcomingStreams />);
    const list = await section('Upcoming streams');
    expect(await within(list).findAllByTestId('stream-card')).toHaveLength(9);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the catalogue empty state "No upcoming streams available for now."', async () => {
    mockApi({ 'GET /stream': { body: [] } });
    renderInRoute(<UpcomingStreams />);
    const list = await section('Upcoming streams');
    expect(await within(list).findByTestId('empty-state')).toHaveTextContent(
      'No upcoming streams available for now.',
    );
  });

  it('shows an error when the call fails', async () => {
    mockApi({ 'GET /stream': failing });
    renderInRoute(<UpcomingStreams />);
    const list = await section('Upcoming streams');
    expect(
      await within(list).findByText('This list could not be loaded.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('lower sections', () => {
  it('render and ask for their data only once they come near the screen', async () => {
    let reveal: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          reveal = () =>
            this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const api = mockApi({ 'GET /article': { body: [articleItem()] } });
    renderInRoute(<NewArticles />);
    const articles = await section('New articles');
    expect(within(articles).getAllByTestId('listing-skeleton').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET', '/article')).toHaveLength(0);
    act(() => reveal?.());
    expect(await within(articles).findByTestId('article-card')).toBeInTheDocument();
    expect(api.callsTo('GET', '/article')).toHaveLength(1);
  });
});
