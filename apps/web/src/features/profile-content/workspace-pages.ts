import { withLazyCatalogPart } from '../../i18n/setup';

// The feature's signed-in workspace pages, loaded through app/workspace-pages.ts: their import() calls (and
// the preload lists Vite attaches to them) stay in that module's chunk, off every visitor's first load.
// The texts (i18n/profile-content) load with the page; their loaders live here, off the entry module (each import()
// listed in i18n/setup.ts is first-load bytes of every visitor).
const PROFILE_CONTENT_TEXTS = {
  en: () => import('../../i18n/profile-content/en.json'),
  sk: () => import('../../i18n/profile-content/sk.json'),
  cs: () => import('../../i18n/profile-content/cs.json'),
  de: () => import('../../i18n/profile-content/de.json'),
  hu: () => import('../../i18n/profile-content/hu.json'),
};

export const loadProfileContentPage = withLazyCatalogPart('profileContent', PROFILE_CONTENT_TEXTS, () =>
  import('./routes/ProfileContentPage').then((m) => m.ProfileContentPage),
);
