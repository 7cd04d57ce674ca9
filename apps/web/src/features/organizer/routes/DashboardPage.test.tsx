import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildMyEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';

// The first find of a test waits for the lazy page chunk (and the editor), which a busy machine slows.
const LOAD = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

describe('dashboard: the organizer gate (spec 3 §1: every profile type but visitor)', () => {
  it('shows a fan profile why, and switches to an organizer profile it already has', async () => {
    const fan = buildUser({}, { promoter: true });
    storeSignIn(fan);
    const organizer = buildOrganizer();
    const api = mockApi({
      'GET /account/userinfo': { body: fan },
      [`GET /account/setdefaultprofileclaim/${IDS.promoterClaim}`]: { body: organizer },
      [`GET /event/myevents/${IDS.promoter}`]: { body: [] },
    });
    renderApp('/en/dashboard');
    const gate = await screen.findByTestId('organizer-gate', {}, LOAD);
    expect(within(gate).getByRole('heading', { name: 'Organizer workspace' })).toBeInTheDocument();
    expect(api.callsTo('GET', `/event/myevents/${IDS.visitor}`)).toHaveLength(0);
    await userEvent.click(within(gate).getByRole('button', { name: 'Switch to Night Owl Promotions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your events' })).toBeInTheDocument();
    expect(api.callsTo('GET', `/event/myevents/${IDS.promoter}`).length).toBeGreaterThan(0);
  });

  it('offers a fan without organizer profiles to create one', async () => {
    const fan = buildUser();
    storeSignIn(fan);
    mockApi({ 'GET /account/userinfo': { body: fan } });
    renderApp('/en/event/new');
    await userEvent.click(await screen.findByTestId('gate-create-profile', {}, LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('create-profile-promoter')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('create-profile-visitor')).toBeNull();
  });
});

describe('dashboard: my events (spec 3 §7 GET /event/myevents)', () => {
  it('lists upcoming events 8 a page with the filters in the query', async () => {
    const organizer = buildOrganizer();
    storeSignIn(organizer);
    const api = mockApi({
      'GET /account/userinfo': { body: organizer },
      [`GET /event/myevents/${IDS.promoter}`]: {
        body: [
          buildMyEvent(),
          buildMyEvent({
            Id: '88888888-8888-4888-8888-888888888888',
            ProfileName: 'Owls at Dawn',
            Status: 'PUBLISHED',
            TicketsSold: 3,
          }),
        ],
      },
    });
    renderApp('/en/dashboard/events');
    const rows = await screen.findAllByTestId('my-event', {}, LOAD);
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('3 tickets sold')).toBeInTheDocument();
    const first = api.callsTo('GET', `/event/myevents/${IDS.promoter}`)[0];
    expect(first?.query.get('eventBegin')).toBe('Future');
    expect(first?.query.get('perPage')).toBe('8');
    expect(first?.query.get('page')).toBe('0');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Draft' }));
    await waitFor(() =>
      expect(
        api
          .callsTo('GET', `/event/myevents/${IDS.promoter}`)
          .some((call) => call.query.get('statuses') === 'DRAFT'),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Past' }));
    await waitFor(() =>
      expect(api.callsTo('GET', `/event/myevents/${IDS.promoter}`).at(-1)?.query.get('eventBegin')).toBe(
        'Past',
      ),
    );
  });

  it('leads an organizer without events to create one', async () => {
    const organizer = buildOrganizer();
    storeSignIn(organizer);
    mockApi({
      'GET /account/userinfo': { body: organizer },
      [`GET /event/myevents/${IDS.promoter}`]: { body: [] },
      'GET /category': { body: [] },
    });
    const { router } = renderApp('/en/dashboard');
    await userEvent.click(await screen.findByRole('radio', { name: 'All' }, LOAD));
    const empty = await screen.findByTestId('empty-state');
    await userEvent.click(within(empty).getByRole('link', { name: 'Create event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/event/new'));
  });

  it('publishes from the list, and sends an incomplete draft to the publish step', async () => {
    const organizer = buildOrganizer();
    storeSignIn(organizer);
    const api = mockApi({
      'GET /account/userinfo': { body: organizer },
      [`GET /event/myevents/${IDS.promoter}`]: { body: [buildMyEvent()] },
      [`PUT /event/${IDS.event}/status`]: {
        status: 400,
        body: {
          Code: 'EVENT.PUBLISH_INCOMPLETE',
          Message: 'x',
          FieldErrors: { ProfilePicture: ['FIELD_REQUIRED'] },
        },
      },
    });
    renderApp('/en/dashboard');
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Lanterns Live' }, LOAD),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The event cannot be published yet.');
    expect(within(alert).getByRole('link', { name: 'See what is missing' })).toHaveAttribute(
      'href',
      `/en/event/edit/${IDS.event}/publish`,
    );
    expect(api.callsTo('PUT', `/event/${IDS.event}/status`)[0]?.query.get('Status')).toBe('PUBLISHED');
  });

  it('offers statistics and orders of each event in its menu, StatisticsViewer included (issue 18)', async () => {
    const organizer = buildOrganizer();
    const viewer = {
      ...organizer,
      ProfileClaims: organizer.ProfileClaims.map((claim) =>
        claim.EntityId === IDS.promoter ? { ...claim, Role: 'StatisticsViewer' } : claim,
      ),
    };
    storeSignIn(viewer);
    mockApi({
      'GET /account/userinfo': { body: viewer },
      [`GET /event/myevents/${IDS.promoter}`]: { body: [buildMyEvent()] },
    });
    renderApp('/en/dashboard');
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Lanterns Live' }, LOAD),
    );
    expect(await screen.findByTestId('event-statistics')).toHaveAttribute(
      'href',
      `/en/event/statistics/${IDS.event}`,
    );
    expect(screen.getByTestId('event-orders')).toHaveAttribute('href', `/en/event/orders/${IDS.event}`);
  });
});
