import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../lib/storage/cookies';
import { buildUser, HOUR_MS, mockApi, storeSignIn } from '../test/api';
import { renderApp, stubFetch } from '../test/render';

const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('language routing (spec 1 §2)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
  });

  it('sends the bare root to the browser language when nothing is stored', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'de', 'en']);
    const { router } = renderApp('/');
    await waitFor(() => expect(location(router)).toBe('/de/'));
  });

  it('prefers the stored language cookie over the browser language, keeping the query', async () => {
    setCookie('lang', 'sk', 1);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const { router } = renderApp('/?ref=newsletter');
    await waitFor(() => expect(location(router)).toBe('/sk/?ref=newsletter'));
    await waitFor(() => expect(document.documentElement.lang).toBe('sk'));
  });

  it('falls back to English for unsupported browser languages', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'it']);
    const { router } = renderApp('/');
    await waitFor(() => expect(location(router)).toBe('/en/'));
  });

  it('replaces an invalid language segment with the stored language', async () => {
    setCookie('lang', 'cs', 1);
    const { router } = renderApp('/xx/events?city=3');
    await waitFor(() => expect(location(router)).toBe('/cs/events?city=3'));
  });

  it('prefixes a path that has no language segment at all', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hu-HU']);
    const { router } = renderApp('/all-articles');
    await waitFor(() => expect(location(router)).toBe('/hu/all-articles'));
  });

  it('sends unknown URLs to the home page of the current language', async () => {
    const { router } = renderApp('/de/no/such/page');
    await waitFor(() => expect(location(router)).toBe('/de/'));
  });

  it('redirects the deprecated all-events path, renaming since to from', async () => {
    const { router } = renderApp('/sk/events/all-events?city=12&par=3&sub=7&since=2030-05-01&date=DAY');
    await waitFor(() =>
      expect(location(router)).toBe('/sk/events?city=12&par=3&sub=7&from=2030-05-01&date=DAY'),
    );
  });

  it('drops the trailing slash of old profile links', async () => {
    const { router } = renderApp('/en/the-band/?request-in-city=1');
    await waitFor(() => expect(location(router)).toBe('/en/the-band?request-in-city=1'));
  });

  it('renders a page inside the shell', async () => {
    renderApp('/en/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('does not treat static paths as profile nicknames', async () => {
    renderApp('/en/ticketing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sell tickets with Marquee' }),
    ).toBeInTheDocument();
  });

  it('shows the error route without header, sidebar or footer', async () => {
    renderApp('/en/error/404');
    const page = await screen.findByTestId('error-page');
    expect(page).toHaveAttribute('data-code', '404');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('translates the page for the URL language', async () => {
    renderApp('/cs/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zásady ochrany osobních údajů' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('cs');
  });

  it('sends anonymous visitors of signed-in-only routes to auth, and back after signing in', async () => {
    const user = buildUser();
    mockApi({
      'POST /account/userexist': { body: true },
      'POST /account/tokenwithuserinfo': {
        body: {
          AccessToken: { Access_token: 't', Expires: new Date(Date.now() + 48 * HOUR_MS).toISOString() },
          UserInfo: user,
        },
      },
      'GET /account/userinfo': { body: user },
    });
    const { router } = renderApp('/en/purchased-tickets?page=2');
    await waitFor(() =>
      expect(location(router)).toBe(
        '/en/signin?authorizedActionPrevented=true&returnUrl=%2Fen%2Fpurchased-tickets%3Fpage%3D2',
      ),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location(router)).toBe('/en/purchased-tickets?page=2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchased tickets' })).toBeInTheDocument();
  });

  it('lets signed-in users straight in', async () => {
    const user = buildUser();
    storeSignIn(user);
    mockApi({ 'GET /account/userinfo': { body: user } });
    const { router } = renderApp('/en/dashboard/recommendations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommended events' })).toBeInTheDocument();
    expect(location(router)).toBe('/en/dashboard/recommendations');
  });

  it('lets a share link open event statistics without an account, and sends others to sign in', async () => {
    mockApi({});
    const shared = renderApp('/en/event/statistics/e1?code=SHARED');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event statistics' })).toBeInTheDocument();
    expect(location(shared.router)).toBe('/en/event/statistics/e1?code=SHARED');
    shared.unmount();
    const { router } = renderApp('/en/event/statistics/e1');
    await waitFor(() =>
      expect(location(router)).toBe(
        '/en/signin?authorizedActionPrevented=true&returnUrl=%2Fen%2Fevent%2Fstatistics%2Fe1',
      ),
    );
  });
});
