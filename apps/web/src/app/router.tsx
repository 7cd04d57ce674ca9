import { isLanguage } from '@marquee/contract';
import type { ComponentType } from 'react';
import type { HydrationState, LoaderFunction, RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import {
  loadAuthPage,
  loadConfirmEmailPage,
  loadForgottenPasswordPage,
  loadNewPasswordPage,
} from '../features/accounts/pages';
import { loadAllArticlesPage, loadArticleDetailPage } from '../features/articles/pages';
import { loadAllEventsPage } from '../features/discovery/pages';
import { loadErrorPage } from '../features/errors/pages';
import { loadEventDetailPage } from '../features/events/pages';
import { loadHomePage } from '../features/home/pages';
import { loadInfoPage } from '../features/info/pages';
import { loadProfileDetailPage } from '../features/profiles/pages';
import { loadStreamDetailPage } from '../features/streams/pages';
import {
  loadPaymentResultPage,
  loadPurchasedTicketsPage,
  loadReservationPaymentPage,
  loadReservationResultPage,
} from '../features/ticketing/pages';
import { ensureLanguage, withCatalogPart } from '../i18n/setup';
import { keyDocumentEntry } from '../lib/history-entries';
import { registerNavigator } from '../lib/navigation';
import {
  DEPRECATED_ALL_EVENTS_PATH,
  isPrivateRoute,
  ROUTE_NAMES,
  ROUTES,
  type RouteHandle,
  type RouteName,
} from '../lib/routing/routes';
import { createEmbedRoutes } from './embed-routes';
import { AppLoading } from './layouts/AppLoading';
import { LanguageLayout } from './layouts/LanguageLayout';
import { RouteErrorRedirect } from './layouts/RouteErrorRedirect';
import { ShellLayout } from './layouts/ShellLayout';
import {
  deprecatedAllEventsLoader,
  languageLoader,
  profileDetailLoader,
  requireSignInLoader,
  requireSignInUnlessShareCode,
  rootLoader,
  unknownRouteLoader,
} from './redirects';
import type { WorkspacePage } from './workspace-pages';

/** Redirect-only routes render nothing; an explicit component keeps React Router from warning. */
const RedirectOnly = () => null;

type LazyComponent = () => Promise<{ Component: ComponentType }>;

// Every page is its own chunk so the first load carries only the shell and the page it shows.
// Pages of the accounts issue bring their texts along (i18n/accounts/*.json), off the first load.
const withTexts = (load: LazyComponent): LazyComponent => withCatalogPart('accounts', load);
// Workspace pages load through ./workspace-pages, so their preload lists stay off the first load.
const workspacePage =
  (page: WorkspacePage): LazyComponent =>
  () =>
    import('./workspace-pages').then((m) => m.workspacePages[page]()).then((Component) => ({ Component }));
const createProfile = withTexts(workspacePage('create-profile'));
const organizerPage = (load: LazyComponent): LazyComponent => withCatalogPart('organizer', withTexts(load));
// Their texts part registers itself with the page's chunk (features/questionnaires/texts.ts), off the entry.
const questionnairePage = (page: WorkspacePage) => organizerPage(workspacePage(page));
// The article editor reuses the organizer's rich text editor texts and the form messages.
const articlesPage = organizerPage(workspacePage('articles'));
const pages: Partial<Record<RouteName, LazyComponent>> = {
  // The home texts are a catalog part (off the other pages' first load); index.html preloads them on home.
  home: withCatalogPart('home', loadHomePage),
  // Error titles and descriptions are a catalog part too: only the error page shows them.
  error: withCatalogPart('errors', loadErrorPage),
  auth: withTexts(loadAuthPage),
  'forgotten-password': withTexts(loadForgottenPasswordPage),
  'new-password': withTexts(loadNewPasswordPage),
  'confirm-email': withTexts(loadConfirmEmailPage),
  'account-settings': withTexts(workspacePage('account-settings')),
  'email-notifications': withTexts(workspacePage('email-notifications')),
  'create-profile.visitor': createProfile,
  'create-profile.promoter': createProfile,
  'create-profile.performer': createProfile,
  'create-profile.building': createProfile,
  'all-events': withCatalogPart('discovery', loadAllEventsPage),
  'event-detail': withCatalogPart('events', loadEventDetailPage),
  // The profile and stream pages' texts are the content part (the profile's header and contacts included);
  // the stream page adds its own lazy part with its chunk (features/streams/pages.ts).
  'stream-detail': withCatalogPart('content', loadStreamDetailPage),
  'article-detail': withCatalogPart('content', loadArticleDetailPage),
  'all-articles': withCatalogPart('content', loadAllArticlesPage),
  'profile-detail': withCatalogPart('content', loadProfileDetailPage),
  // The organizer workspace reuses the form messages, picture and profile-type texts (accounts part).
  dashboard: organizerPage(workspacePage('dashboard')),
  'dashboard.events': organizerPage(workspacePage('dashboard')),
  'dashboard.coupons': organizerPage(workspacePage('coupons')),
  'dashboard.profile': organizerPage(workspacePage('profile-content')),
  'dashboard.payments': organizerPage(workspacePage('payment-settings')),
  'venue-editor': organizerPage(workspacePage('venue-editor')),
  'event-seat-blocks': organizerPage(workspacePage('seat-blocks')),
  'event-checkin': organizerPage(workspacePage('checkin')),
  door: workspacePage('door'),
  // Organizer insight (issue 18): its own texts part; the statistics page is also what a share link opens.
  'overview.stats': organizerPage(workspacePage('insight-overview')),
  'event-statistics': organizerPage(workspacePage('event-statistics')),
  'event-orders': organizerPage(workspacePage('event-orders')),
  // Ticket registration questionnaires (issue 19): list, builder (new and edit), an event's settings.
  'dashboard.questionnaires': questionnairePage('questionnaires'),
  // The blogger's editor and list (issue 21): one page entry for the three routes.
  'article-create': articlesPage,
  'article-edit': articlesPage,
  'dashboard.articles': articlesPage,
  // The organizer's streams (issue 20): the list and the editor; the stream page is stream-detail.
  'dashboard.streams': organizerPage(workspacePage('my-streams')),
  'stream-create': organizerPage(workspacePage('stream-editor')),
  'stream-edit': organizerPage(workspacePage('stream-editor')),
  'dashboard.participation': organizerPage(workspacePage('participation')),
  'questionnaire-create': questionnairePage('questionnaire-editor'),
  'questionnaire-edit': questionnairePage('questionnaire-editor'),
  'event-registration': questionnairePage('event-registration'),
  'event-create': organizerPage(workspacePage('event-wizard')),
  'event-edit': organizerPage(workspacePage('event-wizard')), // Payment results and purchased tickets (issue 7) bring the checkout texts along.
  'payment-result': withCatalogPart('checkout', loadPaymentResultPage),
  reservationResult: withCatalogPart('checkout', loadReservationResultPage),
  reservationPayment: withCatalogPart('checkout', loadReservationPaymentPage),
  'purchased-tickets': withCatalogPart('checkout', loadPurchasedTicketsPage),
  // A campaign is a campaign profile's page (issue 21); the other product pages: loadInfoPage below.
  'campaign-detail': withCatalogPart('content', loadProfileDetailPage),
};

const loaders: Partial<Record<RouteName, LoaderFunction>> = {
  'profile-detail': profileDetailLoader,
  'event-statistics': requireSignInUnlessShareCode,
};

function toRouteObject(name: RouteName): RouteObject {
  const { path, ui } = ROUTES[name];
  const handle: RouteHandle = { name, ui };
  const loader = isPrivateRoute(name) ? requireSignInLoader : loaders[name];
  // Routes without a page here: the product pages (issue 21), or the coming-soon page (features/info).
  const base = { id: name, handle, loader, lazy: pages[name] ?? loadInfoPage(name) };
  return path === '' ? { ...base, index: true } : { ...base, path };
}

/** The route tree: `/` redirects; everything else lives under `/:lang`. */
export function createRoutes(): RouteObject[] {
  const withShell = ROUTE_NAMES.filter((name) => ROUTES[name].ui).map(toRouteObject);
  const bare = ROUTE_NAMES.filter((name) => !ROUTES[name].ui).map(toRouteObject);
  return [
    { id: 'root', path: '/', loader: rootLoader, Component: RedirectOnly, HydrateFallback: AppLoading },
    // The buy-tickets embeds (issue 22): their own languages (hr too) and no shell.
    createEmbedRoutes(),
    {
      id: 'lang',
      path: '/:lang',
      loader: languageLoader,
      // Language-level data never changes with the page; skip re-running it unless the language does.
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
      Component: LanguageLayout,
      ErrorBoundary: RouteErrorRedirect,
      HydrateFallback: AppLoading,
      children: [
        {
          id: 'shell',
          Component: ShellLayout,
          children: [
            ...withShell,
            {
              id: 'all-events-deprecated',
              path: DEPRECATED_ALL_EVENTS_PATH,
              loader: deprecatedAllEventsLoader,
              Component: RedirectOnly,
            },
            { id: 'unknown', path: '*', loader: unknownRouteLoader, Component: RedirectOnly },
          ],
        },
        ...bare,
      ],
    },
  ];
}

type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

/** The browser router, once the document's history entry has a scroll key of its own (lib/history-entries). */
export function createDocumentRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  keyDocumentEntry();
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the lazy route modules of the routes the server rendered the page with (their ids, root to leaf),
 * into the route objects, as a server-rendered page needs before it hydrates (issue 25): the browser's first
 * render must be the tree the server rendered, not the router's loading state. The route's texts arrive with
 * it (withCatalogPart); the page's language is the language loader's, which hydration does not run again.
 * By id, not by matching the address: ranking the whole route table cost ~30 ms at 4× CPU, once more
 * before the router ranks it again.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  ids: readonly string[],
  language: string,
): Promise<void> {
  const matched: RouteObject[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.id && ids.includes(route.id)) matched.push(route);
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all([
    isLanguage(language) ? ensureLanguage(language) : undefined,
    ...matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module);
      route.lazy = undefined;
    }),
  ]);
}

/** Builds the router and lets the API client navigate with it (503 → error page). */
export function createAppRouter(factory: RouterFactory = createDocumentRouter) {
  const router = factory(createRoutes());
  registerNavigator({
    navigate: (to, options) => void router.navigate(to, options),
    pathname: () => router.state.location.pathname,
  });
  return router;
}
