import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api/client';
import { getSession } from '../../lib/session/session-store';
import { getAccessToken, getAccessTokenExpires, STORAGE_KEYS } from '../../lib/storage/session';
import { buildUser, HOUR_MS, IDS, mockApi, storeSignIn } from '../../test/api';
import { renderApp } from '../../test/render';

const location = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

afterEach(() => {
  vi.useRealTimers();
});

describe('session restore and token lifetime (spec 1 §4 "Auth")', () => {
  it('restores a stored token with userinfo and refreshes it when under 18 h remain', async () => {
    const user = buildUser();
    storeSignIn(user, 10 * HOUR_MS);
    const fresh = new Date(Date.now() + 72 * HOUR_MS).toISOString();
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      'POST /account/newtoken': { body: { Access_token: 'fresh-token', Expires: fresh } },
    });
    renderApp('/en/survey');
    await waitFor(() => expect(getAccessToken()).toBe('fresh-token'));
    expect(getAccessTokenExpires()).toBe(fresh);
    expect(getSession().status).toBe('signed-in');
    expect(api.callsTo('GET', '/account/userinfo')[0]?.headers.get('authorization')).toBe(
      'Bearer stored-token',
    );
    expect(
      await screen.findByRole('button', { name: 'Profile menu of Fan Name' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('does not refresh a token with more than 18 h left', async () => {
    const user = buildUser();
    storeSignIn(user, 30 * HOUR_MS);
    const api = mockApi({ 'GET /account/userinfo': { body: user } });
    renderApp('/en/survey');
    await waitFor(() => expect(getSession().status).toBe('signed-in'));
    expect(api.callsTo('POST', '/account/newtoken')).toHaveLength(0);
    expect(getAccessToken()).toBe('stored-token');
  });

  it('clears the stored token when userinfo fails (spec 1 §8 "Token restore failure")', async () => {
    storeSignIn(buildUser(), 30 * HOUR_MS);
    mockApi({ 'GET /account/userinfo': { status: 401, body: { Code: 'UNAUTHORIZED', Message: 'x' } } });
    renderApp('/en/survey');
    await waitFor(() => expect(getAccessToken()).toBeNull());
    expect(getSession().status).toBe('anonymous');
    expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBeGreaterThan(0);
  });

  it('ignores an expired stored token without asking the server', async () => {
    storeSignIn(buildUser(), -1000);
    const api = mockApi();
    renderApp('/en/survey');
    await screen.findByRole('heading', { level: 1 });
    expect(api.callsTo('GET', '/account/userinfo')).toHaveLength(0);
    expect(getSession().status).toBe('anonymous');
  });

  it('logs out automatically at expiry and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = buildUser();
    storeSignIn(user, 19 * HOUR_MS);
    // The refresh at 18 h before expiry fails (server trouble): the session still ends at expiry.
    mockApi({
      'GET /account/userinfo': { body: user },
      'POST /account/newtoken': { status: 500, body: { Code: 'INTERNAL_ERROR', Message: 'x' } },
    });
    const { router } = renderApp('/en/survey');
    await waitFor(() => expect(getSession().status).toBe('signed-in'));
    await act(() => vi.advanceTimersByTimeAsync(2 * HOUR_MS));
    expect(getAccessToken()).toBe('stored-token');
    await act(() => vi.advanceTimersByTimeAsync(17 * HOUR_MS + 1000));
    expect(getAccessToken()).toBeNull();
    expect(getSession().status).toBe('anonymous');
    await waitFor(() => expect(location(router)).toBe('/en/'));
  });

  it('an API 401 for an invalid token logs out', async () => {
    const user = buildUser();
    storeSignIn(user, 30 * HOUR_MS);
    mockApi({
      'GET /account/userinfo': { body: user },
      'GET /anything': { status: 401, body: { Code: 'UNAUTHORIZED', Message: 'revoked' } },
    });
    const { router } = renderApp('/en/survey');
    await waitFor(() => expect(getSession().status).toBe('signed-in'));
    await apiRequest('/anything').catch(() => {});
    await waitFor(() => expect(getAccessToken()).toBeNull());
    await waitFor(() => expect(location(router)).toBe('/en/'));
  });
});

describe('another tab (spec 1 §4)', () => {
  it('shows the login-changed notice when another tab signs in as someone else', async () => {
    const user = buildUser();
    storeSignIn(user, 30 * HOUR_MS);
    mockApi({ 'GET /account/userinfo': { body: user } });
    renderApp('/en/survey');
    await waitFor(() => expect(getSession().status).toBe('signed-in'));

    localStorage.setItem(STORAGE_KEYS.accountId, 'someone-else');
    localStorage.setItem(STORAGE_KEYS.accessToken, 'other-token');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, newValue: 'other-token' }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your sign-in changed' }, { timeout: 4000 });
    expect(dialog).toHaveTextContent('Reload the page to continue');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows it when another tab logs out, but not for a token refreshed by another tab', async () => {
    const user = buildUser();
    storeSignIn(user, 30 * HOUR_MS);
    mockApi({ 'GET /account/userinfo': { body: user } });
    renderApp('/en/survey');
    await waitFor(() => expect(getSession().status).toBe('signed-in'));

    // Same account, new token: a refresh.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'refreshed-elsewhere');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, newValue: 'refreshed-elsewhere' }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    localStorage.removeItem(STORAGE_KEYS.accessToken);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, newValue: null }));
    });
    expect(
      await screen.findByRole('dialog', { name: 'Your sign-in changed' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('shows it to an anonymous tab when another tab signs in', async () => {
    mockApi();
    renderApp('/en/survey');
    await screen.findByRole('heading', { level: 1 });
    storeSignIn(buildUser(), 30 * HOUR_MS, 'new');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, newValue: 'new' }));
    });
    expect(
      await screen.findByRole('dialog', { name: 'Your sign-in changed' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('unconfirmed account (spec 1 §4, §8)', () => {
  it('opens the e-mail-not-confirmed dialog on a 401 ACCOUNT_NOT_CONFIRMED; resend failure shows 5 s', async () => {
    const user = buildUser({ Confirmed: false });
    storeSignIn(user, 30 * HOUR_MS);
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      'POST /event/*': { status: 401, body: { Code: 'ACCOUNT_NOT_CONFIRMED', Message: 'confirm first' } },
      'POST /account/resendActivationMail': {
        status: 503,
        body: { Code: 'SERVICE_UNAVAILABLE', Message: 'x' },
      },
    });
    renderApp('/en/survey');
    await waitFor(() => expect(getSession().status).toBe('signed-in'));
    await apiRequest(`/event/${IDS.event}/eventvisitors/${IDS.visitor}`, { method: 'POST', body: {} }).catch(
      () => {},
    );

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Confirm your e-mail address' },
      { timeout: 4000 },
    );
    expect(dialog).toHaveTextContent('fan@example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    const failure = await screen.findByTestId('resend-failed');
    expect(failure).toHaveTextContent('Resend confirmation e-mail failed. Please, try again later.');
    expect(api.callsTo('POST', '/account/resendActivationMail')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(screen.queryByTestId('resend-failed')).not.toBeInTheDocument();
  });
});
