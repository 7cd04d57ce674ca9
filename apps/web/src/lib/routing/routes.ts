import type { Language } from '@marquee/contract';
import { generatePath } from 'react-router';

/**
 * Every route of the web app (spec 1 §2, spec 2 §2, spec 3 §2), by the spec's route name.
 * Paths are relative to `/:lang/`. Where the spec gives only a name, the path is ours; static
 * segments always outrank the catch-all profile route `/:lang/:id` in React Router 7, so any
 * single-segment path listed here is safe from being read as a profile nickname.
 * `ui` = the page shows the header, sidebar and footer. `status` is mirrored in docs/routes.md.
 */
export interface RouteDef {
  path: string;
  ui: boolean;
  status: 'built' | 'coming';
  /** Only for signed-in users: anonymous visitors are sent to auth with authorizedActionPrevented. */
  signedIn?: boolean;
}

const page = (path: string, status: RouteDef['status'] = 'coming'): RouteDef => ({ path, ui: true, status });
const privatePage = (path: string, status: RouteDef['status'] = 'coming'): RouteDef => ({
  ...page(path, status),
  signedIn: true,
});

export const ROUTES = {
  home: page('', 'built'),
  error: { path: 'error/:code', ui: false, status: 'built' },
  auth: page('signin', 'built'),
  'new-password': page('new-password', 'built'),
  'forgotten-password': page('forgotten-password', 'built'),
  'confirm-email': page('confirm', 'built'),
  'event-detail': page('events/:id', 'built'),
  'all-events': page('events', 'built'),
  'stream-detail': page('stream/:id', 'built'),
  'payment-result': page('paymentResult', 'built'),
  'article-detail': page('article/:id', 'built'),
  'article-create': privatePage('article/new', 'built'),
  'article-edit': privatePage('article/edit/:id', 'built'),
  'all-articles': page('all-articles', 'built'),
  'campaign-detail': page('campaign/:name', 'built'),
  survey: page('survey', 'built'),
  'terms-and-conditions': page('terms-and-conditions', 'built'),
  'privacy-policy': page('privacy-policy', 'built'),
  'cookies-policy': page('cookies-policy', 'built'),
  info: page('info', 'built'),
  'info.ticketing': page('info/ticketing', 'built'),
  ticketing: page('ticketing', 'built'),
  'pro-info': page('pro-info', 'built'),
  reservationResult: page('reservationResult', 'built'),
  reservationPayment: page('reservationPayment', 'built'),
  category: page('category/:pageName', 'built'),
  dashboard: privatePage('dashboard', 'built'),
  'dashboard.events': privatePage('dashboard/events', 'built'),
  'dashboard.articles': privatePage('dashboard/articles', 'built'),
  // Not named by the spec (its "coupon form and coupon table", "profile content" and "venue layout"
  // screens live on the admin site, which is ours): multi-segment paths, safe from nicknames.
  'dashboard.coupons': privatePage('dashboard/coupons', 'built'),
  'dashboard.profile': privatePage('dashboard/profile', 'built'),
  // Issue 23: the organizer's Stripe and GP webpay credentials per currency.
  'dashboard.payments': privatePage('dashboard/payments', 'built'),
  // Ticket registration questionnaires (issue 19): the profile's list, the builder, an event's settings.
  'dashboard.questionnaires': privatePage('dashboard/questionnaires', 'built'),
  // Issue 26: the events of other organizers that list the active performer or venue profile.
  'dashboard.participation': privatePage('dashboard/participation', 'built'),
  // The organizer's streams (issue 20): the profile's list and the stream editor (new, or the stream of an event).
  'dashboard.streams': privatePage('dashboard/streams', 'built'),
  'stream-create': privatePage('stream/new', 'built'),
  'stream-edit': privatePage('stream/edit/:id', 'built'),
  'questionnaire-create': privatePage('questionnaire/new', 'built'),
  'questionnaire-edit': privatePage('questionnaire/edit/:id', 'built'),
  'event-registration': privatePage('event/registration/:id', 'built'),
  'venue-editor': privatePage('event/layout/:id', 'built'),
  'event-seat-blocks': privatePage('event/seats/:id', 'built'),
  'event-checkin': privatePage('event/checkin/:id', 'built'),
  'dashboard.recommendations': privatePage('dashboard/recommendations', 'built'),
  'overview.stats': privatePage('overview/stats', 'built'),
  // Issue 18. Public on purpose: a venue or an artist without an account opens a share link
  // (`?code=…`); without a code the route's loader sends anonymous visitors to sign in like a private page
  // (app/redirects.ts requireSignInUnlessShareCode).
  'event-statistics': page('event/statistics/:id', 'built'),
  'event-orders': privatePage('event/orders/:id', 'built'),
  'email-notifications': privatePage('email-notifications', 'built'),
  'purchased-tickets': privatePage('purchased-tickets', 'built'),
  'event-create': privatePage('event/new', 'built'),
  'event-edit': privatePage('event/edit/:id/:step?', 'built'),
  'create-profile.visitor': privatePage('create-profile/visitor/:step?', 'built'),
  'create-profile.promoter': privatePage('create-profile/promoter/:step?', 'built'),
  'create-profile.performer': privatePage('create-profile/performer/:step?', 'built'),
  'create-profile.building': privatePage('create-profile/building/:step?', 'built'),
  // Not named by the spec (the profile menu links to it); a two-segment path, safe from nicknames.
  'account-settings': privatePage('account/settings', 'built'),
  // Door staff's scanner (issue 17): no shell and no account (a device link pairs the phone).
  door: { path: 'door', ui: false, status: 'built' },
  // Last on purpose: documents that it is the catch-all single segment (nickname or id).
  'profile-detail': page(':id', 'built'),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/** What each route carries in `handle`, read back through `useMatches()` (app/router.tsx sets it). */
export interface RouteHandle {
  name: RouteName;
  ui: boolean;
}
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Whether anonymous visitors are sent to auth instead of seeing the route. */
export function isPrivateRoute(name: RouteName): boolean {
  const def: RouteDef = ROUTES[name];
  return def.signedIn === true;
}

/** Deprecated path kept as a redirect to all-events (spec 1 §2). */
export const DEPRECATED_ALL_EVENTS_PATH = 'events/all-events';

/**
 * The organizer toast stays away from pages that already sell to organizers (spec 1 §2 Shell), and from
 * pages where a visitor is in the middle of something: results of a payment or reservation, signing in
 * or up (issue 15). Signed-in pages never show it.
 */
export const NO_ORGANIZER_TOAST: ReadonlySet<RouteName> = new Set<RouteName>([
  'ticketing',
  // The toast's own target (issue 21).
  'info.ticketing',
  'pro-info',
  'survey',
  'event-create',
  'payment-result',
  'reservationResult',
  'reservationPayment',
  'auth',
  'forgotten-password',
  'new-password',
  'confirm-email',
]);

/** i18n key of a route's feature name: `info.ticketing` → `ROUTES.INFO_TICKETING`, `reservationResult` → `ROUTES.RESERVATION_RESULT`. */
export function routeTitleKey(name: RouteName): string {
  return `ROUTES.${name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[.-]/g, '_')
    .toUpperCase()}`;
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** Absolute URL of a route: `hrefTo('event-detail', 'sk', { id: 5 })` → `/sk/events/5`. */
export function hrefTo(
  name: RouteName,
  language: Language,
  params: Record<string, string | number | null | undefined> = {},
  query: Query = {},
): string {
  const stringParams = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      value === null || value === undefined ? null : String(value),
    ]),
  );
  const path = generatePath(ROUTES[name].path, stringParams as Record<string, string | null>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `/${language}/${path}${qs ? `?${qs}` : ''}`;
}
