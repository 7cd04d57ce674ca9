import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/storage/session';
import { renderApp, stubFetch } from '../../test/render';

describe('Sidebar and footer', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(stubFetch()));
  });

  it('shows the public menu to visitors', async () => {
    renderApp('/en/all-articles');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Create event', '/en/event/new'],
      ['Sign in', '/en/signin'],
      ['All events', '/en/events'],
      ['All articles', '/en/all-articles'],
    ]);
    expect(within(nav).getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByTestId('language-switcher')).toBeInTheDocument();
  });

  it('shows the menu sections to signed-in users', async () => {
    setAccessToken('token');
    renderApp('/en/all-articles');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const section of ['Organizer', 'Newsletter', 'Blogger', 'Fan zone']) {
      expect(within(nav).getByText(section)).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Purchased tickets' })).toHaveAttribute(
      'href',
      '/en/purchased-tickets',
    );
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('has a skip link, landmarks and the footer facts', async () => {
    renderApp('/de/all-articles');
    await screen.findByRole('main');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Marquee s.r.o.');
    expect(footer).toHaveTextContent('Hlavná 1');
    expect(footer).toHaveTextContent('040 01 Košice');
    expect(footer).toHaveTextContent('Slowakei');
    expect(within(footer).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' })).toHaveAttribute(
      'href',
      '/de/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: 'Marquee auf Instagram' })).toBeInTheDocument();
    expect(screen.getByTestId('app-version')).toHaveTextContent(`Version ${__APP_VERSION__}`);
  });
});
