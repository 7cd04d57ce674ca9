import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, storeSignIn } from '../../../test/api';
import { renderApp } from '../../../test/render';

const PROVIDER = { Id: 'google', Name: 'Google', StartUrl: '/api/externalaccount/oidc/start' };

function signedIn(overrides: Parameters<typeof buildUser>[0] = {}) {
  const user = buildUser(overrides);
  storeSignIn(user);
  return user;
}

describe('account settings: connected accounts', () => {
  it('offers "Connect" in link mode, returning to settings, for a provider not yet connected', async () => {
    const user = signedIn();
    mockApi({
      'GET /account/userinfo': { body: user },
      'GET /externalaccount/providers': { body: [PROVIDER] },
    });
    renderApp('/en/account/settings');
    // The first render of the file loads the lazy workspace page (app/workspace-pages.ts) and its texts.
    const section = await screen.findByRole('region', { name: 'Connected accounts' }, { timeout: 10_000 });
    const connect = within(section).getByRole('link', { name: 'Connect Google' });
    const href = new URL(connect.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/api/externalaccount/oidc/start');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      mode: 'link',
      lang: 'en',
      returnUrl: '/en/account/settings',
    });
    expect(within(section).queryByText('Connected')).not.toBeInTheDocument();
  });

  it('shows "Connected" when UserInfo has the identity (G_id for google, FB_id for any other)', async () => {
    const user = signedIn({ G_id: 'google-subject' });
    mockApi({
      'GET /account/userinfo': { body: user },
      'GET /externalaccount/providers': {
        body: [PROVIDER, { Id: 'keycloak', Name: 'Keycloak', StartUrl: '/api/externalaccount/oidc/start' }],
      },
    });
    renderApp('/en/account/settings');
    const section = await screen.findByRole('region', { name: 'Connected accounts' });
    expect(within(screen.getByTestId('connected-account-google')).getByText('Connected')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('connected-account-google')).queryByRole('link'),
    ).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Connect Keycloak' })).toBeInTheDocument();
  });

  it('is hidden when no provider is configured', async () => {
    const user = signedIn({ FB_id: 'subject' });
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      'GET /externalaccount/providers': { body: [] },
    });
    renderApp('/en/account/settings');
    await screen.findByTestId('account-email');
    await waitFor(() => expect(api.callsTo('GET', '/externalaccount/providers')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Connected accounts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Connect')).not.toBeInTheDocument();
  });
});

describe('account settings: e-mail made up at social sign-up', () => {
  const generated = { Email: 'oidc-abc@social.marquee.invalid', EmailGenerated: true, Confirmed: false };

  it('is offered only when UserInfo.EmailGenerated is true', async () => {
    const user = signedIn();
    mockApi({ 'GET /account/userinfo': { body: user } });
    renderApp('/en/account/settings');
    await screen.findByTestId('account-email');
    expect(screen.queryByTestId('generated-email-form')).not.toBeInTheDocument();
  });

  it('validates, saves the address, refreshes the session and says a confirmation was sent', async () => {
    const user = signedIn(generated);
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      'PUT /account/changeFacebookGeneratedMail': (call) => ({
        body: { ...user, Email: call.query.get('Email'), EmailGenerated: false },
      }),
    });
    renderApp('/en/account/settings');
    const input = await screen.findByTestId('generated-email-input');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(input, 'not-an-email');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, ' real@mail.sk ');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(await screen.findByTestId('generated-email-success')).toHaveTextContent(
      'We sent a confirmation e-mail to real@mail.sk.',
    );
    const calls = api.callsTo('PUT', '/account/changeFacebookGeneratedMail');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('Email')).toBe('real@mail.sk');
    expect(screen.getByTestId('account-email')).toHaveTextContent('real@mail.sk');
    expect(screen.queryByTestId('generated-email-form')).not.toBeInTheDocument();
  });

  it('shows AUTH.EMAIL_ALREADY_IN_USE for 409', async () => {
    const user = signedIn(generated);
    mockApi({
      'GET /account/userinfo': { body: user },
      'PUT /account/changeFacebookGeneratedMail': {
        status: 409,
        body: { Code: 'AUTH.EMAIL_ALREADY_IN_USE', Message: 'x' },
      },
    });
    renderApp('/en/account/settings');
    await userEvent.type(await screen.findByTestId('generated-email-input'), 'taken@mail.sk');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(await screen.findByTestId('generated-email-failure')).toHaveTextContent(
      'E-mail address already in use',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('generated-email-form')).toBeInTheDocument();
  });

  it('opens the default error dialog for other failures', async () => {
    const user = signedIn(generated);
    mockApi({
      'GET /account/userinfo': { body: user },
      'PUT /account/changeFacebookGeneratedMail': {
        status: 500,
        body: { Code: 'INTERNAL_ERROR', Message: 'x' },
      },
    });
    renderApp('/en/account/settings');
    await userEvent.type(await screen.findByTestId('generated-email-input'), 'real@mail.sk');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Something went wrong. Try again or contact our support.',
    );
    expect(screen.queryByTestId('generated-email-failure')).not.toBeInTheDocument();
  });
});
