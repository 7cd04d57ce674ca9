import type { RouteName } from '../../lib/routing/routes';

/**
 * Every route app/router.tsx has no page of its own for: the product pages (issue 21) — terms, privacy,
 * cookies, about, the organizer pages, category, survey, recommendations — and the coming-soon page for any
 * route still to be built. One import() for all of them (each import() in this module is part of every
 * visitor's first load); page-loaders.ts, a chunk of its own, picks the page and its texts by route name.
 */
export const loadInfoPage = (name: RouteName) => () =>
  import('./page-loaders').then((m) => m.loadInfoRoute(name));
