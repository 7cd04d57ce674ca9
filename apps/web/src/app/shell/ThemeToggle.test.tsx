import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../../test/render';
import { COLOR_SCHEME_STORAGE_KEY } from '../theme';

describe('ThemeToggle', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
  });

  it('follows the system (light here) until the user chooses', async () => {
    renderApp('/en/survey');
    const toggle = await screen.findByTestId('theme-toggle');
    expect(toggle).toHaveAccessibleName('Toggle color scheme');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
  });

  it('switches to dark, applies it to <html> and remembers it across visits', async () => {
    const first = renderApp('/en/survey');
    await userEvent.click(await screen.findByTestId('theme-toggle'));

    expect(screen.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    first.unmount();

    renderApp('/en/survey');
    expect(await screen.findByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByTestId('theme-toggle'));
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
