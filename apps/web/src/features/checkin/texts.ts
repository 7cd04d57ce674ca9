import { ensureLazyCatalogPart } from '../../i18n/setup';

/**
 * The feature's texts (i18n/checkin). Their loaders live here, in the feature's lazy chunk, not in
 * i18n/setup.ts: each import() listed there is first-load bytes of every visitor (the home page's budget).
 */
export const CHECKIN_TEXTS = {
  en: () => import('../../i18n/checkin/en.json'),
  sk: () => import('../../i18n/checkin/sk.json'),
  cs: () => import('../../i18n/checkin/cs.json'),
  de: () => import('../../i18n/checkin/de.json'),
  hu: () => import('../../i18n/checkin/hu.json'),
};

/** Loads the texts for the current language (and follows language switches); for pages and tests. */
export const ensureCheckinTexts = () => ensureLazyCatalogPart('checkin', CHECKIN_TEXTS);
