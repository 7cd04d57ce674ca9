import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render';

describe('HomePage', () => {
  it('shows the hero, audience tabs, partners and the organizer call to action', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
    renderApp('/en/');
    const hero = await screen.findByTestId('home-hero');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find your next unforgettable night out',
    );
    expect(screen.getByRole('tablist', { name: 'Marquee for everyone' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Trusted by organizers across Central Europe' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Organizing an event?' })).toBeInTheDocument();
    expect(document.title).toBe('Events, tickets and streams · Marquee');
  });

  it('renders the catalogue empty state, quietly, while the event search is not available', async () => {
    const fetchMock = vi.fn(stubFetch());
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/en/');
    const section = (await screen.findByRole('heading', { name: 'Upcoming events' })).closest('section');
    expect(await within(section as HTMLElement).findByText('No events found.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/event/search?page=1&perPage=9');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists upcoming events with their time in the event time zone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/event/search': {
            status: 200,
            body: {
              Items: [
                {
                  Id: 'e1',
                  ProfileName: 'Jazz Night',
                  Begin: '2030-06-01T18:00:00Z',
                  TimeZone: 'Europe/Bratislava',
                },
                { Id: 'e2', Nickname: 'rock-fest', ProfileName: 'Rock Fest', Begin: '2030-07-10T14:30:00Z' },
              ],
            },
          },
        }),
      ),
    );
    renderApp('/en/');
    const link = await screen.findByRole('link', { name: 'Jazz Night' });
    expect(link).toHaveAttribute('href', '/en/events/e1');
    expect(screen.getByRole('link', { name: 'Rock Fest' })).toHaveAttribute('href', '/en/events/rock-fest');
    expect(screen.getByText('2 upcoming events')).toBeInTheDocument();
    // 18:00 UTC is 20:00 in Bratislava in summer.
    expect(link.closest('li')?.querySelector('time')).toHaveTextContent(/8:00\s?PM/);
  });

  it('opens the contact dialog from ?contactDialog and closes it by removing the parameter', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
    const { router } = renderApp('/en/?contactDialog=true');
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
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
    await userEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact support' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?contactDialog=true');
  });
});
