import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie } from '../../lib/storage/cookies';
import { renderApp, stubFetch } from '../../test/render';
import { COOKIE_NOTICE_COOKIE } from './CookieNotice';

describe('CookieNotice (the consent choice)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
  });
  afterEach(() => deleteCookie(COOKIE_NOTICE_COOKIE));

  it('is shown on a first visit, with a link to the cookies policy', async () => {
    renderApp('/en/survey');
    const notice = await screen.findByTestId('cookie-notice');
    expect(notice).toHaveAccessibleName('Cookie notice');
    expect(within(notice).getByRole('link', { name: 'Read our cookies policy' })).toHaveAttribute(
      'href',
      '/en/cookies-policy',
    );
  });

  it('"Necessary only" is remembered for a year and the notice stays away on the next visit', async () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    const first = renderApp('/en/survey');
    await userEvent.click(
      within(await screen.findByTestId('cookie-notice')).getByRole('button', { name: 'Necessary only' }),
    );
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
    expect(getCookie(COOKIE_NOTICE_COOKIE)).toBe('necessary');
    const written = setCookie.mock.calls
      .map(([v]) => String(v))
      .find((v) => v.startsWith(`${COOKIE_NOTICE_COOKIE}=`));
    const days = (new Date(written?.match(/expires=([^;]+)/)?.[1] ?? '').getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    first.unmount();

    renderApp('/en/survey');
    await screen.findByTestId('theme-toggle');
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });

  it('offers analytics and marketing one by one, and the footer reopens the choice', async () => {
    renderApp('/en/survey');
    const notice = await screen.findByTestId('cookie-notice');
    await userEvent.click(within(notice).getByRole('button', { name: 'Choose…' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Marketing/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(getCookie(COOKIE_NOTICE_COOKIE)).toBe('marketing');
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const reopened = await screen.findByTestId('cookie-notice');
    expect(await within(reopened).findByRole('checkbox', { name: /^Marketing/ })).toBeChecked();
    expect(within(reopened).getByRole('checkbox', { name: /^Analytics/ })).not.toBeChecked();
    await userEvent.click(within(reopened).getByRole('button', { name: 'Accept all' }));
    expect(getCookie(COOKIE_NOTICE_COOKIE)).toBe('analytics.marketing');
  });
});
