import { ensureLazyCatalogPart } from '../../i18n/setup';

/**
 * The feature's texts (i18n/insight). Their loaders live here, in the feature's lazy chunk, not in
 * i18n/setup.ts: each import() listed there is first-load bytes of every visitor (the home page's budget).
 */
export const INSIGHT_TEXTS = {
  en: () => import('../../i18n/insight/en.json'),
  sk: () => import('../../i18n/insight/sk.json'),
  cs: () => import('../../i18n/insight/cs.json'),
  de: () => import('../../i18n/insight/de.json'),
  hu: () => import('../../i18n/insight/hu.json'),
};

/** Loads the texts for the current language (and follows language switches); for pages and tests. */
export const ensureInsightTexts = () => ensureLazyCatalogPart('insight', INSIGHT_TEXTS);
