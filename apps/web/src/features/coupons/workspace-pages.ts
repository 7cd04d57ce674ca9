import { withLazyCatalogPart } from '../../i18n/setup';

// The feature's signed-in workspace pages, loaded through app/workspace-pages.ts: their import() calls (and
// the preload lists Vite attaches to them) stay in that module's chunk, off every visitor's first load.
// The texts (i18n/coupons) load with the page; their loaders live here, off the entry module (each import()
// listed in i18n/setup.ts is first-load bytes of every visitor).
const COUPONS_TEXTS = {
  en: () => import('../../i18n/coupons/en.json'),
  sk: () => import('../../i18n/coupons/sk.json'),
  cs: () => import('../../i18n/coupons/cs.json'),
  de: () => import('../../i18n/coupons/de.json'),
  hu: () => import('../../i18n/coupons/hu.json'),
};

export const loadCouponsPage = withLazyCatalogPart('coupons', COUPONS_TEXTS, () =>
  import('./routes/CouponsPage').then((m) => m.CouponsPage),
);
