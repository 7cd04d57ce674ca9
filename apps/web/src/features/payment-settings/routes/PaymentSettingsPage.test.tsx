import type { ProviderCredential } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';

const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });
const base = `/payments/providers/${IDS.promoter}`;

const stripe: ProviderCredential = {
  Id: 'cred-1',
  Provider: 'STRIPE',
  Currency: 'EUR',
  Enabled: true,
  Live: false,
  Mode: 'PLAIN',
  AccountId: null,
  MerchantNumber: null,
  WsProvider: null,
  KeyHint: 'c0de',
  NotifyUrl: 'https://marquee.test/api/payments/stripe/webhook/cred-1',
  RefundsAutomatic: true,
  UpdatedAt: '2026-11-27T10:00:00.000Z',
};

function setup(list: ProviderCredential[], put: (call: ApiCall) => { status?: number; body?: unknown }) {
  const user = buildOrganizer();
  storeSignIn(user);
  return mockApi({
    'GET /account/userinfo': { body: user },
    'GET /payments/providers': { body: list },
    [`PUT ${base}/STRIPE/EUR`]: put,
    [`DELETE ${base}/STRIPE/EUR`]: { status: 204 },
  });
}

describe('payment providers page', () => {
  it('adds Stripe: shows the server’s field errors, sends only what was typed', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = setup([], () =>
      ++calls === 1
        ? {
            status: 400,
            body: {
              Code: 'PAYMENT.CREDENTIALS_INVALID',
              Message: 'Give the webhook signing secret.',
              FieldErrors: { WebhookSecret: ['INVALID_VALUE'] },
            },
          }
        : { body: stripe },
    );
    renderApp('/en/dashboard/payments');
    await screen.findByText(/No provider yet/, {}, LOAD);
    await user.click(screen.getByRole('button', { name: 'Add Stripe' }));
    const form = await screen.findByTestId('provider-form');
    await user.type(within(form).getByLabelText('Secret key'), 'sk_test_abcc0de');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the webhook signing secret.')).toBeTruthy();
    expect(api.callsTo('PUT', `${base}/STRIPE/EUR`)[0]?.body).toEqual({
      Enabled: true,
      Live: false,
      AccountId: null,
      SecretKey: 'sk_test_abcc0de',
    });

    await user.type(within(form).getByLabelText('Webhook signing secret'), 'whsec_abc');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('provider-form')).toBeNull());
    expect(api.callsTo('PUT', `${base}/STRIPE/EUR`)[1]?.body).toMatchObject({ WebhookSecret: 'whsec_abc' });
  });

  it('never shows a stored secret: editing leaves it out, disable keeps the mode, delete asks first', async () => {
    const user = userEvent.setup();
    const api = setup([stripe], () => ({ body: stripe }));
    renderApp('/en/dashboard/payments');
    const item = await screen.findByTestId('provider-item', {}, LOAD);
    expect(item.textContent).toContain('…c0de');
    expect(item.textContent).toContain(stripe.NotifyUrl);

    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('provider-form');
    const secret = within(form).getByLabelText('Secret key') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(within(form).getAllByText(/^Set\. Leave empty to keep it/).length).toBe(2);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', `${base}/STRIPE/EUR`)).toHaveLength(1));
    const body = api.callsTo('PUT', `${base}/STRIPE/EUR`)[0]?.body as Record<string, unknown>;
    expect(body.SecretKey).toBeUndefined();
    expect(body.WebhookSecret).toBeUndefined();

    await user.click(within(item).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.callsTo('PUT', `${base}/STRIPE/EUR`)).toHaveLength(2));
    expect(api.callsTo('PUT', `${base}/STRIPE/EUR`)[1]?.body).toEqual({ Enabled: false, Live: false });

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(api.callsTo('DELETE', `${base}/STRIPE/EUR`)).toHaveLength(0);
    await user.click(await screen.findByTestId('provider-delete-confirm'));
    await waitFor(() => expect(api.callsTo('DELETE', `${base}/STRIPE/EUR`)).toHaveLength(1));
  });
});
