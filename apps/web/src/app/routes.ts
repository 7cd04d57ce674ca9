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
}

const page = (path: string, status: RouteDef['status'] = 'coming'): RouteDef => ({ path, ui: true, status });

export const ROUTES = {
  home: page('', 'built'),
  error: { path: 'error/:code', ui: false, status: 'built' },
  auth: page('signin'),
  'new-password': page('new-password'),
  'forgotten-password': page('forgotten-password'),
  'confirm-email': page('confirm'),
  'event-detail': page('events/:id'),
  'all-events': page('events'),
  'stream-detail': page('stream/:id'),
  'payment-result': page('paymentResult'),
  'article-detail': page('article/:id'),
  'article-create': page('article/new'),
  'article-edit': page('article/edit/:id'),
  'all-articles': page('all-articles'),
  'campaign-detail': page('campaign/:name'),
  survey: page('survey'),
  'terms-and-conditions': page('terms-and-conditions'),
  'privacy-policy': page('privacy-policy'),
  'cookies-policy': page('cookies-policy'),
  info: page('info'),
  'info.ticketing': page('info/ticketing'),
  ticketing: page('ticketing'),
  'pro-info': page('pro-info'),
  reservationResult: page('reservationResult'),
  reservationPayment: page('reservationPayment'),
  category: page('category/:pageName'),
  dashboard: page('dashboard'),
  'dashboard.events': page('dashboard/events'),
  'dashboard.articles': page('dashboard/articles'),
  'dashboard.recommendations': page('dashboard/recommendations'),
  'overview.stats': page('overview/stats'),
  'email-notifications': page('email-notifications'),
  'purchased-tickets': page('purchased-tickets'),
  'event-create': page('event/new'),
  'event-edit': page('event/edit/:id/:step?'),
  'create-profile.visitor': page('create-profile/visitor/:step?'),
  'create-profile.promoter': page('create-profile/promoter/:step?'),
  'create-profile.performer': page('create-profile/performer/:step?'),
  'create-profile.building': page('create-profile/building/:step?'),
  // Last on purpose: documents that it is the catch-all single segment (nickname or id).
  'profile-detail': page(':id'),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Deprecated path kept as a redirect to all-events (spec 1 §2). */
export const DEPRECATED_ALL_EVENTS_PATH = 'events/all-events';

/** The organizer toast stays away from pages that already sell to organizers (spec 1 §2 Shell). */
export const NO_ORGANIZER_TOAST: ReadonlySet<RouteName> = new Set<RouteName>([
  'ticketing',
  'pro-info',
  'survey',
  'event-create',
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
