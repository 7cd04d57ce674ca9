import { expect, type Page, test } from '@playwright/test';
import { acceptCookies } from '../../fixtures';
import { BASE_URL } from '../../services';
import { demoRoutes, type PublicRoute, ROUTE_KEYS, routeOf } from './demo-routes';

/**
 * Issue 25: every public route hydrates in Chromium (a phone) without a warning or a second fetch of what the
 * server's HTML already shows (server-html.spec.ts checks that HTML).
 */

/**
 * Opens a page and collects what would say hydration went wrong: console errors and warnings (React 19's
 * "Hydration failed…", recoverable errors) and page errors (production's "Minified React error #418/#423/#425").
 * Failed loads of other hosts are left out: the config maps every external host to NOTFOUND.
 */
async function openAndListen(page: Page, path: string, mainRecord?: (url: URL) => boolean) {
  const origin = new URL(BASE_URL).origin;
  const problems: string[] = [];
  const refetched: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    const source = message.location().url;
    const thirdParty = source !== '' && !source.startsWith(origin);
    if (
      (text.startsWith('Failed to load resource') && thirdParty) ||
      text.includes('net::ERR_NAME_NOT_RESOLVED')
    )
      return;
    problems.push(`${message.type()}: ${text.slice(0, 500)} (${source})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message.slice(0, 500)}`));
  // From the start: since the server renders these pages, nothing asks for their record early either.
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && mainRecord?.(url)) refetched.push(url.pathname + url.search);
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  // The page is the server's, hydrated: the state was there, and React took the server's #root over.
  await expect(page.locator('#marquee-state')).toHaveCount(1);
  return { problems, refetched };
}

test.describe('hydration on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const key of ROUTE_KEYS) {
    test(`${key}: no hydration error or warning, no second fetch of its record`, async ({
      page,
      request,
    }) => {
      const route = await routeOf(request, key);
      const { problems, refetched } = await openAndListen(page, route.path, route.mainRecord);
      await expect(page.locator('#root')).toContainText(route.contains[0] ?? '');
      expect(problems, `console and page errors on ${route.path}`).toEqual([]);
      expect(refetched, `requests for what the HTML of ${route.path} already holds`).toEqual([]);
    });
  }

  test('dark theme: home and the event page hydrate without a mismatch', async ({ page, request }) => {
    await page.addInitScript({ content: "localStorage.setItem('marquee-color-scheme', 'dark')" });
    const { routes } = await demoRoutes(request);
    for (const route of [routes.home, routes.event]) {
      if (!route) continue;
      const { problems } = await openAndListen(page, route.path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      expect(problems, `console and page errors on ${route.path} (dark)`).toEqual([]);
    }
  });

  test('after hydration a card on all events opens its event in the app', async ({ page, request }) => {
    const { routes } = await demoRoutes(request);
    const route = routes['all events'] as PublicRoute;
    const { problems } = await openAndListen(page, route.path);
    await acceptCookies(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const name = route.contains[0] ?? '';
    const card = page.getByTestId('event-card').filter({ hasText: name }).first();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/events\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The router moved: no new document (a dead, unhydrated page would have loaded one).
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('a button pressed before the page has hydrated does what it says once it has', async ({ page }) => {
  // The app's code is held back until the visitor has pressed Search on the server's HTML (a slow phone).
  let release: () => void = () => undefined;
  const pressed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await pressed;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded: wait only for the HTML to arrive.
  await page.goto('/en/terms-and-conditions', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});
