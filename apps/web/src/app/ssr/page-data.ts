import { ssrAllArticlesData, ssrArticleData } from '../../features/articles/ssr';
import { ssrAllEventsData } from '../../features/discovery/ssr';
import { ssrEventData } from '../../features/events/ssr';
import { ssrHomeData } from '../../features/home/ssr';
import { ssrAboutData, ssrCategoryData } from '../../features/info/ssr';
import { ssrProfileData } from '../../features/profiles/ssr';
import { ssrStreamData } from '../../features/streams/ssr';
import type { RouteName } from '../../lib/routing/routes';
import type { SsrData } from '../../lib/ssr/page-data';

const none: SsrData = async () => undefined;

/** A server-rendered route: what its first screen needs, and its route module (the server links its CSS). */
export interface SsrRoute {
  data: SsrData;
  /** The route module's source path, as Vite's manifest names it (apps/server modules/pages/page-assets.ts). */
  module: string;
}

const INFO_PAGE: SsrRoute = { data: none, module: 'src/features/info/routes/ContentPage.tsx' };

/**
 * The routes rendered on the server (issue 25), each with what its first screen needs: the discovery pages
 * fans, search engines and link previews open directly. Signed-in-only and organizer routes, the payment and
 * reservation results (a buyer's own order), the auth pages and the embeds stay client-rendered.
 */
export const SSR_ROUTES: Partial<Record<RouteName, SsrRoute>> = {
  home: { data: ssrHomeData, module: 'src/features/home/routes/HomePage.tsx' },
  'all-events': { data: ssrAllEventsData, module: 'src/features/discovery/routes/AllEventsPage.tsx' },
  'event-detail': { data: ssrEventData, module: 'src/features/events/routes/EventDetailPage.tsx' },
  'profile-detail': { data: ssrProfileData, module: 'src/features/profiles/routes/ProfileDetailPage.tsx' },
  'campaign-detail': { data: ssrProfileData, module: 'src/features/profiles/routes/ProfileDetailPage.tsx' },
  'all-articles': { data: ssrAllArticlesData, module: 'src/features/articles/routes/AllArticlesPage.tsx' },
  'article-detail': { data: ssrArticleData, module: 'src/features/articles/routes/ArticleDetailPage.tsx' },
  'stream-detail': { data: ssrStreamData, module: 'src/features/streams/routes/StreamDetailPage.tsx' },
  // The product's own pages (issue 21): Markdown built into their chunk, no data to load.
  info: { ...INFO_PAGE, data: ssrAboutData },
  'info.ticketing': INFO_PAGE,
  ticketing: INFO_PAGE,
  'pro-info': INFO_PAGE,
  'terms-and-conditions': INFO_PAGE,
  'privacy-policy': INFO_PAGE,
  'cookies-policy': INFO_PAGE,
  category: { data: ssrCategoryData, module: 'src/features/info/routes/CategoryPage.tsx' },
};

/** The 404 page a missing event, profile, article or stream renders (with status 404). */
export const NOT_FOUND_MODULE = 'src/features/errors/routes/ErrorPage.tsx';
