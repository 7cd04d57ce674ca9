import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../lib/storage/cookies';
import { renderApp, stubFetch } from '../../test/render';
import { COOKIE_NOTICE_COOKIE } from './CookieNotice';

describe('CookieNotice', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
  });

  it('is shown on a first visit, with a link to the cookies policy', async () => {
    renderApp('/en/survey');
    const notice = await screen.findByTestId('cookie-notice');
    expect(notice).toHaveAccessibleName('Cookie notice');
    expect(within(notice).getByRole('link', { name: 'Read our cookies policy' })).toHaveAttribute(
      'href',
      '/en/cookies-policy',
    );
  });

  it('disappears when accepted and stays away on the next visit (cookie for a year)', async () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    const first = renderApp('/en/survey');
    await userEvent.click(
      within(await screen.findByTestId('cookie-notice')).getByRole('button', { name: 'Got it' }),
    );
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
    expect(getCookie(COOKIE_NOTICE_COOKIE)).toBe('accepted');
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
});
