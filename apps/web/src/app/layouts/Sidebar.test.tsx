import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, IDS, mockApi, storeSignIn } from '../../test/api';
import { buildOrganizer } from '../../test/organizer-fixtures';
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

  it('shows the menu sections to signed-in users by their active profile (spec 1 §6)', async () => {
    const user = buildUser({}, { promoter: true });
    const organizer = {
      ...user,
      Profile: { ...(user.Profile as NonNullable<typeof user.Profile>), IsOrganizer: true, IsBlogger: true },
    };
    storeSignIn(organizer);
    mockApi({ 'GET /account/userinfo': { body: organizer } });
    renderApp('/en/survey');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByText('Organizer');
    for (const section of ['Organizer', 'Newsletter', 'Blogger', 'Fan zone']) {
      expect(within(nav).getByText(section)).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute(
      'href',
      '/en/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'Purchased tickets' })).toHaveAttribute(
      'href',
      '/en/purchased-tickets',
    );
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('hides the organizer and blogger sections from a fan profile', async () => {
    const user = buildUser();
    storeSignIn(user);
    mockApi({ 'GET /account/userinfo': { body: user } });
    renderApp('/en/survey');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await screen.findByRole('button', { name: 'Profile menu of Fan Name' }, { timeout: 5000 });
    expect(within(nav).getByText('Fan zone')).toBeInTheDocument();
    expect(within(nav).getByText('Newsletter')).toBeInTheDocument();
    expect(within(nav).queryByText('Organizer')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Blogger')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  });

  it('shows StatisticsViewer the organizer section but no create event, newsletter or articles (spec 3 §6)', async () => {
    const organizer = buildOrganizer();
    const viewer = {
      ...organizer,
      Profile: { ...(organizer.Profile as NonNullable<typeof organizer.Profile>), IsBlogger: true },
      ProfileClaims: organizer.ProfileClaims.map((claim) =>
        claim.EntityId === IDS.promoter ? { ...claim, Role: 'StatisticsViewer' } : claim,
      ),
    };
    storeSignIn(viewer);
    mockApi({ 'GET /account/userinfo': { body: viewer } });
    renderApp('/en/survey');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Overview' })).toHaveAttribute(
      'href',
      '/en/overview/stats',
    );
    expect(within(nav).queryByRole('link', { name: 'Create event' })).not.toBeInTheDocument();
    expect(within(nav).queryByText('Newsletter')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Blogger')).not.toBeInTheDocument();
  });

  it('has a skip link, landmarks and the footer facts', async () => {
    renderApp('/de/survey');
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
    // Licence requirement of the offline IP-location data.
    expect(within(footer).getByRole('link', { name: 'IP-Geolokalisierung von DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
  });
});
