import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { eventItem } from '../../../components/listings/test-fixtures';
import { renderApp, stubFetch } from '../../../test/render';

const IDS = { e1: 'aaaaaaaa-0000-4000-8000-000000000001' };

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

  it('lists top events as cards, with times in the event time zone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/event/search': {
            status: 200,
            body: [eventItem({ Id: IDS.e1 }), eventItem({ ProfileName: 'Rock Fest', Nickname: 'rock-fest' })],
          },
        }),
      ),
    );
    renderApp('/en/');
    const link = await screen.findByRole('link', { name: 'Jazz Night' });
    expect(link).toHaveAttribute('href', `/en/events/${IDS.e1}`);
    expect(screen.getByRole('link', { name: 'Rock Fest' })).toHaveAttribute('href', '/en/events/rock-fest');
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
