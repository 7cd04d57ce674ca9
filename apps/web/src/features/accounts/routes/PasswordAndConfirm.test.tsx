import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IDS, mockApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

describe('forgotten password (spec 1 §4, §8)', () => {
  it('validates the e-mail, then says "Link has been sent!"', async () => {
    const api = mockApi({ 'POST /account/sendforgottenpasswordemail': { body: true } });
    renderApp('/en/forgotten-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('forgotten-email'), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByTestId('forgotten-password-success')).toHaveTextContent('Link has been sent!');
    expect(api.callsTo('POST', '/account/sendforgottenpasswordemail')[0]?.body).toEqual({
      Email: 'fan@example.com',
    });
  });

  it('shows FORGOTTEN_PASSWORD.FAIL when the request fails', async () => {
    mockApi({
      'POST /account/sendforgottenpasswordemail': {
        status: 400,
        body: { Code: 'FORGOTTEN_PASSWORD.FAIL', Message: 'x' },
      },
    });
    renderApp('/en/forgotten-password');
    await userEvent.type(await screen.findByTestId('forgotten-email'), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByTestId('forgotten-password-failure')).toHaveTextContent(
      'Reset was not successful. Try again or contact our support.',
    );
  });
});

describe('new password (spec 1 §4, §5)', () => {
  const url = `/en/new-password?id=${IDS.user}&token=reset-token`;

  it('submits only equal passwords longer than 5 characters and confirms the change', async () => {
    const api = mockApi({ [`PUT /account/updateforgottenpassword/${IDS.user}`]: { body: true } });
    renderApp(url);
    const submit = await screen.findByRole('button', { name: 'Change password' });
    await userEvent.type(screen.getByTestId('new-password'), '12345');
    await userEvent.type(screen.getByTestId('new-password-retype'), '12345');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('new-password'), '6');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('new-password-retype'), '6');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByTestId('new-password-success')).toHaveTextContent(
      'Your password was successfully changed. Log in.',
    );
    expect(api.callsTo('PUT', `/account/updateforgottenpassword/${IDS.user}`)[0]?.body).toEqual({
      Token: 'reset-token',
      NewPassword: '123456',
    });
  });

  it('shows NEW_PASSWORD.FAIL for an expired or reused link', async () => {
    mockApi({
      [`PUT /account/updateforgottenpassword/${IDS.user}`]: {
        status: 400,
        body: { Code: 'NEW_PASSWORD.FAIL', Message: 'x' },
      },
    });
    renderApp(url);
    await userEvent.type(await screen.findByTestId('new-password'), 'another-secret');
    await userEvent.type(screen.getByTestId('new-password-retype'), 'another-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('new-password-failure')).toHaveTextContent(
      'The password could not be changed',
    );
  });
});

describe('e-mail confirmation (spec 1 §4, §8)', () => {
  it('succeeds on 200', async () => {
    const api = mockApi({ [`POST /account/activation/${IDS.user}`]: { body: true } });
    renderApp(`/en/confirm?id=${IDS.user}&token=mail-token`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmed' })).toBeInTheDocument();
    expect(api.callsTo('POST', `/account/activation/${IDS.user}`)).toHaveLength(1);
    expect(api.callsTo('POST', `/account/activation/${IDS.user}`)[0]?.body).toEqual({ Token: 'mail-token' });
  });

  it('shows EMAIL_CONFIRMATION.FAIL otherwise', async () => {
    mockApi({
      [`POST /account/activation/${IDS.user}`]: {
        status: 400,
        body: { Code: 'EMAIL_CONFIRMATION.FAIL', Message: 'x' },
      },
    });
    renderApp(`/en/confirm?id=${IDS.user}&token=used`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmation failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later or contact our support.');
  });

  it('fails cleanly for an incomplete link, without calling the server', async () => {
    const api = mockApi();
    renderApp('/sk/confirm?id=only');
    expect(await screen.findByRole('heading', { level: 1, name: 'Potvrdenie zlyhalo' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path.startsWith('/account/activation'))).toHaveLength(0),
    );
  });
});
