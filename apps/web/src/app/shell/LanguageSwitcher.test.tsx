import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render';

describe('LanguageSwitcher', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
  });

  it('offers the five languages by their own names, current one selected', async () => {
    renderApp('/sk/survey');
    const select = await screen.findByTestId('language-switcher');
    expect(select).toHaveAccessibleName('Jazyk');
    expect(select).toHaveValue('sk');
    const options = screen.getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([
      ['en', 'English'],
      ['sk', 'Slovenčina'],
      ['cs', 'Čeština'],
      ['de', 'Deutsch'],
      ['hu', 'Magyar'],
    ]);
  });

  it('keeps path and query under the new language, remembers it for a year and sets <html lang>', async () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    const { router } = renderApp('/en/survey?page=2');
    await userEvent.selectOptions(await screen.findByTestId('language-switcher'), 'de');

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/survey'));
    expect(router.state.location.search).toBe('?page=2');
    // The survey page without a questionnaire id, now in German.
    expect(await screen.findByRole('heading', { name: 'Hier gibt es keine Umfrage' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');

    const written = setCookie.mock.calls.map(([value]) => String(value)).find((v) => v.startsWith('lang='));
    expect(written).toMatch(/^lang=de; expires=.+; path=\/; SameSite=Lax/);
    const expires = new Date(written?.match(/expires=([^;]+)/)?.[1] ?? '').getTime();
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  it('uses the remembered language the next time the bare root is opened', async () => {
    const first = renderApp('/en/survey');
    await userEvent.selectOptions(await screen.findByTestId('language-switcher'), 'cs');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/cs/survey'));
    first.unmount();

    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cs/'));
  });
});
