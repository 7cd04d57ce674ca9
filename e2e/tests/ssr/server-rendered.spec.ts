import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptCookies, uniqueEmail } from '../../fixtures';
import { BASE_URL } from '../../services';
import { freshPromoter, ok } from '../organizer/fresh-promoter';

/**
 * Issue 25: every public route answers server-rendered HTML with its primary content, links its route's
 * stylesheets, carries the hydration state, and hydrates in Chromium without a warning or a second fetch of
 * what the HTML already shows. The demo's records are found through the API, not hard-coded.
 */

// ---------------------------------------------------------------- the demo's records, through the API

interface EventItem {
  Id: string;
  ProfileName: string;
  ProfilePicture: string | null;
}
interface EventDetail extends EventItem {
  Author: { Nickname: string | null; Id: string; ProfileName: string } | null;
  City: { Id: string } | null;
  SellingChannelInfo: { SellingChannel: string };
  InSellingTime: boolean;
}
interface EventPrices {
  Currency: string;
  PriceRange: { Min: number; Max: number } | null;
}
interface Profile {
  Id: string;
  ProfileName: string;
  Type: string;
}
interface ArticleItem {
  Id: string;
  Title: string;
}
interface StreamItem {
  _id: string;
  Title: string;
  Nickname: string | null;
}

/** A public route as this spec checks it. */
interface PublicRoute {
  path: string;
  /** Texts the server's HTML must hold (the page's own record, the first cards of a list). */
  contains: string[];
  /** The route module (Vite manifest key, apps/web/src/app/ssr/page-data.ts): its stylesheets are linked. */
  module: string;
  /** An /api request for what the HTML already shows: the browser must not make it after load. */
  mainRecord?: (url: URL) => boolean;
}

const PAGE_MODULE = {
  home: 'src/features/home/routes/HomePage.tsx',
  allEvents: 'src/features/discovery/routes/AllEventsPage.tsx',
  event: 'src/features/events/routes/EventDetailPage.tsx',
  profile: 'src/features/profiles/routes/ProfileDetailPage.tsx',
  allArticles: 'src/features/articles/routes/AllArticlesPage.tsx',
  article: 'src/features/articles/routes/ArticleDetailPage.tsx',
  stream: 'src/features/streams/routes/StreamDetailPage.tsx',
  info: 'src/features/info/routes/ContentPage.tsx',
} as const;

/** The demo's campaign profile (seed profiles.ts); its page is checked only while the seed has it. */
const CAMPAIGN_NICKNAME = 'kultura-pre-vsetkych';

async function api<T>(request: APIRequestContext, path: string, version?: string): Promise<T> {
  const headers = version ? { accept: `application/json; version=${version}` } : undefined;
  const response = await request.get(`/api${path}`, { headers });
  expect(response.status(), `GET /api${path}`).toBe(200);
  return (await response.json()) as T;
}

type RouteKey =
  | 'home'
  | 'all events'
  | 'all events in a city'
  | 'event'
  | 'event on sale'
  | 'profile'
  | 'campaign'
  | 'all articles'
  | 'article'
  | 'stream'
  | 'info'
  | 'terms';
const ROUTE_KEYS: RouteKey[] = [
  'home',
  'all events',
  'all events in a city',
  'event',
  'event on sale',
  'profile',
  'campaign',
  'all articles',
  'article',
  'stream',
  'info',
  'terms',
];

interface Demo {
  routes: Partial<Record<RouteKey, PublicRoute>>;
  event: EventDetail;
}

let demo: Promise<Demo> | undefined;
/** The demo's public routes, looked up once per worker. */
function demoRoutes(request: APIRequestContext): Promise<Demo> {
  demo ??= lookUp(request);
  return demo;
}

async function lookUp(request: APIRequestContext): Promise<Demo> {
  const [homeEvents, firstEvents, articles, streams] = await Promise.all([
    api<EventItem[]>(request, '/event/search?page=0&perPage=9'),
    api<EventItem[]>(request, '/event/search?page=0&perPage=2'),
    api<ArticleItem[]>(request, '/article?page=0'),
    api<StreamItem[]>(request, '/stream'),
  ]);
  const listed = firstEvents[0];
  if (!listed) throw new Error('The demo has no upcoming event');
  const event = await api<EventDetail>(request, `/event/${listed.Id}`);
  const author = event.Author?.Nickname ?? event.Author?.Id;
  if (!author || !event.City) throw new Error('The first demo event has no author or no city');
  const [profile, cityEvents, onSale] = await Promise.all([
    api<Profile>(request, `/search/profile/${author}`),
    api<EventItem[]>(request, `/event/search?cityId=${event.City.Id}&page=0&perPage=2`),
    firstOnSale(request, homeEvents),
  ]);
  const campaignAnswer = await request.get(`/api/search/profile/${CAMPAIGN_NICKNAME}`);
  const campaign = campaignAnswer.ok() ? ((await campaignAnswer.json()) as Profile) : null;
  const article = articles[0];
  const stream = streams[0];
  if (!article || !stream) throw new Error('The demo has no article or no stream');
  const streamId = stream.Nickname ?? stream._id;

  const path = (url: URL, pathname: string) => url.pathname === pathname;
  const firstPage = (url: URL) => (url.searchParams.get('page') ?? '0') === '0';
  const routes: Demo['routes'] = {
    home: {
      path: '/en/',
      contains: homeEvents.slice(0, 2).map((item) => item.ProfileName),
      module: PAGE_MODULE.home,
      mainRecord: (url) =>
        (path(url, '/api/event/search') && firstPage(url) && !url.searchParams.has('cityId')) ||
        path(url, '/api/spot'),
    },
    'all events': {
      path: '/en/events',
      contains: firstEvents.map((item) => item.ProfileName),
      module: PAGE_MODULE.allEvents,
      mainRecord: (url) => path(url, '/api/event/search') && firstPage(url),
    },
    'all events in a city': {
      path: `/en/events?city=${event.City.Id}`,
      contains: cityEvents.map((item) => item.ProfileName),
      module: PAGE_MODULE.allEvents,
      mainRecord: (url) => path(url, '/api/event/search') && firstPage(url),
    },
    event: {
      path: `/en/events/${event.Id}`,
      contains: [event.ProfileName],
      module: PAGE_MODULE.event,
      mainRecord: (url) => path(url, `/api/event/${event.Id}`),
    },
    // Marquee sells its tickets: the price range is on the first screen, and the buy form below finds its
    // prices in the hydration state.
    'event on sale': {
      path: `/en/events/${onSale.event.Id}`,
      contains: [onSale.event.ProfileName, `Tickets ${onSale.range}`],
      module: PAGE_MODULE.event,
      mainRecord: (url) =>
        path(url, `/api/event/${onSale.event.Id}`) ||
        path(url, `/api/event/${onSale.event.Id}/eventpricesandcounts`),
    },
    profile: {
      path: `/en/${author}`,
      contains: [profile.ProfileName],
      module: PAGE_MODULE.profile,
      mainRecord: (url) => path(url, `/api/search/profile/${author}`),
    },
    'all articles': {
      path: '/en/all-articles',
      contains: articles.slice(0, 2).map((item) => item.Title),
      module: PAGE_MODULE.allArticles,
      mainRecord: (url) => path(url, '/api/article') && firstPage(url),
    },
    article: {
      path: `/en/article/${article.Id}`,
      contains: [article.Title],
      module: PAGE_MODULE.article,
      mainRecord: (url) => path(url, `/api/article/${article.Id}`),
    },
    stream: {
      path: `/en/stream/${streamId}`,
      contains: [stream.Title],
      module: PAGE_MODULE.stream,
      mainRecord: (url) => path(url, `/api/stream/${streamId}`),
    },
    info: { path: '/en/info', contains: ['About Marquee'], module: PAGE_MODULE.info },
    terms: { path: '/en/terms-and-conditions', contains: ['Terms and conditions'], module: PAGE_MODULE.info },
  };
  if (campaign?.Type === 'CampaignProfile') {
    routes.campaign = {
      path: `/en/campaign/${CAMPAIGN_NICKNAME}`,
      contains: [campaign.ProfileName],
      module: PAGE_MODULE.profile,
      mainRecord: (url) => path(url, `/api/search/profile/${CAMPAIGN_NICKNAME}`),
    };
  }
  return { routes, event };
}

/** The range as the page writes it in English (ticketing/model/money.ts): "€12.00 – €45.00", or one price. */
function priceRange(range: { Min: number; Max: number }, currency: string): string {
  const money = new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 2 });
  return range.Min === range.Max
    ? money.format(range.Min)
    : `${money.format(range.Min)} – ${money.format(range.Max)}`;
}

/** The first listed event whose tickets Marquee sells now, and its price range as the page writes it. */
async function firstOnSale(request: APIRequestContext, events: EventItem[]) {
  for (const item of events) {
    const event = await api<EventDetail>(request, `/event/${item.Id}`);
    if (event.SellingChannelInfo.SellingChannel !== 'Marquee' || !event.InSellingTime) continue;
    const prices = await api<EventPrices>(request, `/event/${item.Id}/eventpricesandcounts`, '2.1');
    if (prices.PriceRange) return { event, range: priceRange(prices.PriceRange, prices.Currency) };
  }
  throw new Error('No listed demo event has tickets on sale in Marquee');
}

async function routeOf(request: APIRequestContext, key: RouteKey): Promise<PublicRoute> {
  const route = (await demoRoutes(request)).routes[key];
  test.skip(!route, `the demo seed has no ${key}`);
  return route as PublicRoute;
}

// ---------------------------------------------------------------- the HTML

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
/** The web build the e2e server serves (its WEB_DIST, apps/web/dist by default). */
const MANIFEST = process.env.WEB_DIST
  ? `${process.env.WEB_DIST}/.vite/manifest.json`
  : new URL('../../../apps/web/dist/.vite/manifest.json', import.meta.url);

/** The stylesheets of a route module and its static imports, as Vite's manifest names them. */
function stylesOf(module: string): string[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || seen.has(id)) return;
    seen.add(id);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  };
  visit(module);
  if (!seen.has(module)) throw new Error(`${module} is not in the web build's manifest`);
  return [...styles];
}

/** The stylesheets the page's head makes the browser load (a disabled link is not fetched). */
const linkedStyles = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .filter((match) => !/\sdisabled\b/.test(match[0]))
    .map((match) => match[0].match(/\bhref="([^"]+)"/)?.[1] ?? '');

/** A route's stylesheets in one file (apps/server/src/modules/pages/page-assets.ts). */
const STYLE_BUNDLE = '/assets/page-styles/';

function stateOf(html: string): unknown {
  const json = html.match(/<script type="application\/json" id="marquee-state">([\s\S]*?)<\/script>/)?.[1];
  expect(json, 'the hydration state <script type="application/json" id="marquee-state">').toBeTruthy();
  return JSON.parse(json ?? 'null');
}

test.describe('server HTML (no JavaScript)', () => {
  for (const key of ROUTE_KEYS) {
    test(`${key}: status 200, primary content, hydration state, route stylesheets`, async ({ request }) => {
      const route = await routeOf(request, key);
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root.length, 'markup inside #root').toBeGreaterThan(200);
      for (const text of route.contains)
        expect(root, `the HTML of ${route.path}`).toContain(escapeHtml(text));

      const state = JSON.stringify(stateOf(html));
      for (const text of route.contains.slice(0, 1)) expect(state, 'the hydration state').toContain(text);

      // Each stylesheet is linked, or inside a linked page bundle that answers with its text.
      const linked = linkedStyles(html);
      const bundles = new Map<string, string>();
      for (const href of linked.filter((link) => link.startsWith(STYLE_BUNDLE))) {
        const answer = await request.get(href);
        expect(answer.status(), href).toBe(200);
        bundles.set(href, await answer.text());
      }
      for (const href of stylesOf(route.module)) {
        if (linked.includes(href)) continue;
        const name = href.slice(href.lastIndexOf('/') + 1, -'.css'.length);
        const bundle = [...bundles].find(([link]) =>
          link.slice(STYLE_BUNDLE.length).split(/[~.]/).includes(name),
        );
        expect(bundle, `${route.path} links ${href} or a bundle with it`).toBeTruthy();
        const own = (await (await request.get(href)).text()).replace(/^@charset "[^"]*";\s*/i, '');
        expect(bundle?.[1], `${href} inside ${bundle?.[0]}`).toContain(own.trim());
      }
    });
  }

  test('event: its picture has fetchpriority=high and an explicit size', async ({ request }) => {
    const { event, routes } = await demoRoutes(request);
    const html = await (await request.get(routes.event?.path ?? '')).text();
    test.skip(!event.ProfilePicture, 'the event has no picture');
    const image = [...html.matchAll(/<img\b[^>]*>/g)]
      .map((match) => match[0])
      .find((tag) => tag.includes(`src="${escapeHtml(event.ProfilePicture ?? '')}"`));
    expect(image, `<img src="${event.ProfilePicture}">`).toBeTruthy();
    expect(image).toMatch(/\bfetchpriority="high"/i);
    expect(image).toMatch(/\bwidth="\d+"/);
    expect(image).toMatch(/\bheight="\d+"/);
  });
});

test.describe('bad input', () => {
  const notFound = [
    ['an unknown event', '/en/events/no-such-event-e2e'],
    ['an unknown profile', '/en/no-such-profile-e2e'],
    ['an unknown article', '/en/article/00000000-0000-4000-8000-000000000000'],
    ['an unknown stream', '/en/stream/no-such-stream-e2e'],
  ] as const;
  for (const [what, path] of notFound) {
    test(`${what} is the 404 page with status 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain('data-code="404"');
      expect(html).toContain('Page not found');
    });
  }

  test('a draft event is the 404 page for a stranger', async ({ request }) => {
    // A draft of its own: the demo's drafts are published by other journeys running meanwhile.
    const { headers } = await freshPromoter(
      request,
      { email: uniqueEmail('ssr-draft'), password: 'ssr-draft-password', name: 'Draft Organizer' },
      'SSR drafts',
    );
    const draft = (await ok(
      request.post('/api/event', {
        headers,
        data: {
          ProfileName: 'A draft nobody may see',
          Begin: `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T19:00:00.000Z`,
        },
      }),
    )) as { Id: string };
    const response = await request.get(`/en/events/${draft.Id}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-code="404"');
    expect(html).not.toContain('A draft nobody may see');
  });

  test('a hostile query string is escaped, never a 500', async ({ request }) => {
    const response = await request.get(
      '/en/events?city=%3Cscript%3Ealert(1)%3C%2Fscript%3E&x=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    );
    expect(response.status()).toBeLessThan(500);
    const html = (await response.text()).toLowerCase();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x onerror');
    expect(html).not.toMatch(/<img\b[^>]*\bonerror=/);
  });
});

// ---------------------------------------------------------------- hydration in Chromium

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
