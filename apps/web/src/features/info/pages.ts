import type { InfoPage } from './page-loaders';

// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadComingSoonPage = () =>
  import('./routes/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));

/**
 * The product pages (issue 21): one import() here for all of them — every import() in this module is part
 * of every visitor's first load — and the page-by-page choice in page-loaders.ts, a chunk of its own.
 */
export const loadInfoPage = (page: InfoPage) => () =>
  import('./page-loaders').then((m) => m.loadInfoRoute(page));
