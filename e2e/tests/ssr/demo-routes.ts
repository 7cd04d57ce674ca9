import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * Issue 25's public routes as the SSR specs check them (server-html.spec.ts, hydration.spec.ts): the demo's
 * records are found through the API, not hard-coded, once per worker.
 */

export interface EventItem {
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
export interface PublicRoute {
  path: string;
  /** Texts the server's HTML must hold (the page's own record, the first cards of a list). */
  contains: string[];
  /** The route module (Vite manifest key, apps/web/src/app/ssr/page-data.ts): its stylesheets are linked. */
  module: string;
  /** An /api request for what the HTML already shows: the browser must not make it after load. */
  mainRecord?: (url: URL) => boolean;
}

export const PAGE_MODULE = {
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

export type RouteKey =
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
export const ROUTE_KEYS: RouteKey[] = [
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
export function demoRoutes(request: APIRequestContext): Promise<Demo> {
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

export async function routeOf(request: APIRequestContext, key: RouteKey): Promise<PublicRoute> {
  const route = (await demoRoutes(request)).routes[key];
  test.skip(!route, `the demo seed has no ${key}`);
  return route as PublicRoute;
}
