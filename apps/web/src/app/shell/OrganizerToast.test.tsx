import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../i18n/setup';
import { useQuietPromotions } from '../../lib/quiet-promotions';
import { deleteCookie, setCookie } from '../../lib/storage/cookies';
import { setAccessToken } from '../../lib/storage/session';
import { AppProviders, createQueryClient } from '../providers';
import { COOKIE_NOTICE_COOKIE, CookieNotice } from './CookieNotice';
import { OrganizerToast } from './OrganizerToast';

const Page = () => <p>page</p>;
/** A page whose purchase is under way (the buy form past its first stage). */
const Buying = () => {
  useQuietPromotions(true);
  return <p>buying</p>;
};
const Layout = () => (
  <>
    <OrganizerToast />
    <Outlet />
    <CookieNotice />
  </>
);

/** The toast inside a minimal route tree whose routes carry spec route names, like the real one. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        Component: Layout,
        children: [
          { index: true, handle: { name: 'home', ui: true }, Component: Page },
          { path: 'all-events', handle: { name: 'all-events', ui: true }, Component: Page },
          { path: 'ticketing', handle: { name: 'ticketing', ui: true }, Component: Page },
          { path: 'event/new', handle: { name: 'event-create', ui: true }, Component: Page },
          { path: 'paymentResult', handle: { name: 'payment-result', ui: true }, Component: Page },
          { path: 'reservationResult', handle: { name: 'reservationResult', ui: true }, Component: Page },
          { path: 'signin', handle: { name: 'auth', ui: true }, Component: Page },
          { path: 'events/:id', handle: { name: 'event-detail', ui: true }, Component: Page },
          { path: 'buying', handle: { name: 'event-detail', ui: true }, Component: Buying },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toast = () => screen.queryByTestId('organizer-toast');

describe('OrganizerToast timing (spec 1 §2 Shell)', () => {
  beforeAll(async () => {
    // Load the lazy card and its texts up front so fake timers only govern the toast's own timing
    // (under load the dynamic imports could otherwise still be pending at the 2 s mark).
    await Promise.all([import('./OrganizerToastCard'), ensureCatalogPart('extras')]);
  });
  beforeEach(() => {
    vi.useFakeTimers();
    // A returning visitor: the cookie notice was answered before.
    setCookie(COOKIE_NOTICE_COOKIE, 'accepted', 365);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears 2 s after entering a page and hides itself 10 s later', async () => {
    renderAt('/en/');
    await advance(1999);
    expect(toast()).not.toBeInTheDocument();
    await advance(1);
    expect(toast()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/en/info/ticketing');
    await advance(9999);
    expect(toast()).toBeInTheDocument();
    await advance(1);
    expect(toast()).not.toBeInTheDocument();
  });

  it.each(['/en/ticketing', '/en/event/new', '/en/paymentResult', '/en/reservationResult', '/en/signin'])(
    'never appears on %s',
    async (path) => {
      renderAt(path);
      await advance(15_000);
      expect(toast()).not.toBeInTheDocument();
    },
  );

  it('waits for an eligible page when the visit starts on an excluded one', async () => {
    const { router } = renderAt('/en/ticketing');
    await advance(5000);
    await act(() => router.navigate('/en/all-events'));
    await advance(1999);
    expect(toast()).not.toBeInTheDocument();
    await advance(1);
    expect(toast()).toBeInTheDocument();
  });

  it('hides at once when the visitor moves to an excluded page', async () => {
    const { router } = renderAt('/en/');
    await advance(2000);
    expect(toast()).toBeInTheDocument();
    await act(() => router.navigate('/en/ticketing'));
    expect(toast()).not.toBeInTheDocument();
  });

  it('is not shown to signed-in users', async () => {
    setAccessToken('token');
    renderAt('/en/');
    await advance(3000);
    expect(toast()).not.toBeInTheDocument();
  });

  it('once closed, stays dismissed for the rest of the session', async () => {
    const first = renderAt('/en/');
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Close the organizer tip' }));
    expect(toast()).not.toBeInTheDocument();
    first.unmount();

    renderAt('/en/all-events');
    await advance(15_000);
    expect(toast()).not.toBeInTheDocument();
  });

  it('never covers a purchase under way', async () => {
    const { router } = renderAt('/en/buying');
    await advance(15_000);
    expect(toast()).not.toBeInTheDocument();
    // Back on a page without a purchase, it is offered as usual.
    await act(() => router.navigate('/en/events/5'));
    await advance(2000);
    expect(toast()).toBeInTheDocument();
  });

  it('hides at once when a purchase starts on the page', async () => {
    const { router } = renderAt('/en/events/5');
    await advance(2000);
    expect(toast()).toBeInTheDocument();
    await act(() => router.navigate('/en/buying'));
    expect(toast()).not.toBeInTheDocument();
  });

  it('waits while the cookie notice is at the bottom, then comes 2 s after it is answered', async () => {
    deleteCookie(COOKIE_NOTICE_COOKIE);
    renderAt('/en/');
    await advance(15_000);
    expect(toast()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    await advance(1999);
    expect(toast()).not.toBeInTheDocument();
    await advance(1);
    expect(toast()).toBeInTheDocument();
  });
});
