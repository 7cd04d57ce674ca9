import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, HOUR_MS, mockApi, storeSignIn } from '../../../test/api';
import { renderApp } from '../../../test/render';

const outdated = (overrides = {}) =>
  buildUser({
    Gdpr: {
      TermsOfUse: { Approved: false },
      PrivacyPolicy: { Approved: true },
      NewsletterEnabled: { Approved: false },
      MarqueeFeaturesNewsletter: { Approved: false },
    },
    ...overrides,
  });

describe('terms-updated dialog (spec 1 §2, §6)', () => {
  it('cannot be dismissed, needs both consents and then sends a user without a profile to profile creation', async () => {
    const user = outdated({ Profile: null, ProfileClaims: [], DefaultProfileClaimId: null });
    storeSignIn(user, 48 * HOUR_MS);
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      'POST /account/accountsettings/gdpr': { body: buildUser({ Profile: null, ProfileClaims: [] }) },
    });
    const { router } = renderApp('/en/survey');
    const dialog = await screen.findByRole('dialog', { name: 'We updated our terms' }, { timeout: 4000 });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.callsTo('POST', '/account/accountsettings/gdpr')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/create-profile/visitor/1'));
    expect(api.callsTo('POST', '/account/accountsettings/gdpr')[0]?.body).toEqual({
      TermsOfUse: true,
      PrivacyPolicy: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'We updated our terms' })).not.toBeInTheDocument(),
    );
  });

  it('is not shown on the policy pages it asks the user to read', async () => {
    const user = outdated();
    storeSignIn(user, 48 * HOUR_MS);
    mockApi({ 'GET /account/userinfo': { body: user } });
    renderApp('/en/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Profile menu of Fan Name' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
