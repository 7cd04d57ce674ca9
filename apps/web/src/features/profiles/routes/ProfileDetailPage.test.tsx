import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  buildEventItem,
  buildProfile,
  buildUser,
  HOUR_MS,
  IDS,
  mockApi,
  storeSignIn,
} from '../../../test/api';
import { renderApp } from '../../../test/render';

const publicRoutes = (profile = buildProfile()) => ({
  'GET /search/profile/the-lanterns': { body: profile },
  'GET /event': (call: ApiCall) => ({
    body: call.query.get('eventBegin') === 'past' ? [] : [buildEventItem()],
  }),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('profile detail (spec 1 §2)', () => {
  it('shows name, type, about, public contacts, genres and followers', async () => {
    mockApi(publicRoutes());
    renderApp('/en/the-lanterns');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lanterns' })).toBeInTheDocument();
    // Type and subtype are both "Band" for a band: one badge says it (issue 15 row 16).
    expect(screen.getAllByText('Band')).toHaveLength(1);
    expect(screen.getByText('Indie folk from Košice.')).toBeInTheDocument();
    // Contacts, genres and followers are in the page's last stage, a couple of paints after the header.
    expect(await screen.findByRole('link', { name: 'band@lanterns.example' })).toHaveAttribute(
      'href',
      'mailto:band@lanterns.example',
    );
    expect(screen.getByText('Folk')).toBeInTheDocument();
    expect(screen.getByTestId('followers-count')).toHaveTextContent('3 followers');
    expect(await screen.findByText('Lanterns Live')).toBeInTheDocument();
  });

  it('keeps a subtype badge that says something more than the type', async () => {
    mockApi(publicRoutes(buildProfile({ Type: 'BuildingProfile', Subtype: 'MusicClub' })));
    renderApp('/en/the-lanterns');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lanterns' })).toBeInTheDocument();
    expect(screen.getByText('Venue')).toBeInTheDocument();
    expect(screen.getByText('Music club')).toBeInTheDocument();
  });

  it('uses the Slovak plural forms for followers', async () => {
    mockApi(publicRoutes(buildProfile({ FollowersCount: 4 })));
    renderApp('/sk/the-lanterns');
    expect(await screen.findByTestId('followers-count')).toHaveTextContent('4 sledujúci');
  });

  it('says when a profile does not exist, with a way home', async () => {
    mockApi();
    renderApp('/en/nobody-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByText('This profile does not exist or was removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
  });
});

describe('FollowButton and GoingButton (spec 1 §4)', () => {
  it('sends anonymous users to auth with authorizedActionPrevented and the way back', async () => {
    mockApi(publicRoutes());
    const { router } = renderApp('/en/the-lanterns');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/signin'));
    expect(router.state.location.search).toBe(
      '?authorizedActionPrevented=true&returnUrl=%2Fen%2Fthe-lanterns',
    );
    expect(await screen.findByTestId('authorized-action-prevented')).toBeInTheDocument();
  });

  it('anonymous going goes to auth too', async () => {
    mockApi(publicRoutes());
    const { router } = renderApp('/en/the-lanterns');
    await userEvent.click(await screen.findByRole('button', { name: "I'm going" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/signin'));
  });

  it('follows as the active profile and confirms with a toast', async () => {
    const user = buildUser();
    storeSignIn(user, 48 * HOUR_MS);
    let following = false;
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      'GET /search/profile/the-lanterns': () => ({
        body: buildProfile({ IsFollowing: following, FollowersCount: following ? 4 : 3 }),
      }),
      'GET /event': { body: [] },
      [`POST /visitorprofile/${IDS.visitor}/follows`]: () => {
        following = true;
        return { status: 201, body: { Id: 'f1' } };
      },
      [`DELETE /visitorprofile/${IDS.visitor}/follows/${IDS.performer}`]: () => {
        following = false;
        return { status: 204 };
      },
    });
    renderApp('/en/the-lanterns');
    await screen.findByRole('button', { name: 'Profile menu of Fan Name' }, { timeout: 5000 });
    const button = await screen.findByRole('button', { name: 'Follow' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByTestId('toast', {}, { timeout: 4000 })).toHaveTextContent(
      'You now follow The Lanterns.',
    );
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('followers-count')).toHaveTextContent('4 followers'));
    const sent = api.callsTo('POST', `/visitorprofile/${IDS.visitor}/follows`)[0];
    expect(sent?.body).toEqual({ Reference: { Id: IDS.performer, Type: 'BandProfile' } });
    expect(sent?.headers.get('profileid')).toBe(IDS.visitor);

    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/visitorprofile/${IDS.visitor}/follows/${IDS.performer}`)).toHaveLength(1);
  });

  it('toggles going for the active profile with a 5 s toast', async () => {
    const user = buildUser();
    storeSignIn(user, 48 * HOUR_MS);
    const going = `/event/${IDS.event}/eventvisitors/${IDS.visitor}`;
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      ...publicRoutes(),
      [`GET ${going}`]: {
        body: { EventId: IDS.event, VisitorId: IDS.visitor, GoingStatus: null, UpdatedAt: null },
      },
      [`POST ${going}`]: (call) => ({
        body: {
          EventId: IDS.event,
          VisitorId: IDS.visitor,
          GoingStatus: (call.body as { GoingStatus: string }).GoingStatus,
          UpdatedAt: new Date().toISOString(),
        },
      }),
    });
    renderApp('/en/the-lanterns');
    await screen.findByRole('button', { name: 'Profile menu of Fan Name' }, { timeout: 5000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(await screen.findByRole('button', { name: "I'm going" }));
    expect(await screen.findByTestId('toast', {}, { timeout: 4000 })).toHaveTextContent(
      "You're going to Lanterns Live.",
    );
    expect(await screen.findByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST', going)[0]?.body).toEqual({ GoingStatus: 'Going' });
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Going' }));
    await waitFor(() => expect(api.callsTo('POST', going)[1]?.body).toEqual({ GoingStatus: 'NotGoing' }));
    expect(await screen.findByRole('button', { name: "I'm going" })).toBeInTheDocument();
  });
});
