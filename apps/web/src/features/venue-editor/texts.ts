import { ensureLazyCatalogPart } from '../../i18n/setup';

/**
 * The editor's texts (i18n/venue-editor). Their loaders live here, in the feature's lazy chunk, not in
 * i18n/setup.ts: each import() listed there is first-load bytes of every visitor (the home page's budget).
 */
export const VENUE_EDITOR_TEXTS = {
  en: () => import('../../i18n/venue-editor/en.json'),
  sk: () => import('../../i18n/venue-editor/sk.json'),
  cs: () => import('../../i18n/venue-editor/cs.json'),
  de: () => import('../../i18n/venue-editor/de.json'),
  hu: () => import('../../i18n/venue-editor/hu.json'),
};

/** Loads the editor's texts for the current language (the wizard's layout step opens the editor). */
export const ensureVenueEditorTexts = () => ensureLazyCatalogPart('venueEditor', VENUE_EDITOR_TEXTS);
