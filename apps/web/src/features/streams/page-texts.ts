import { ensureLazyCatalogPart } from '../../i18n/setup';

/**
 * The stream page's texts (i18n/stream-page), a lazy part: pages.ts loads this module with the page's chunk,
 * so their loaders are not in the entry, and the profile and article pages' `content` part does not carry
 * them (ARCHITECTURE §6).
 */
const STREAM_PAGE_TEXTS = {
  en: () => import('../../i18n/stream-page/en.json'),
  sk: () => import('../../i18n/stream-page/sk.json'),
  cs: () => import('../../i18n/stream-page/cs.json'),
  de: () => import('../../i18n/stream-page/de.json'),
  hu: () => import('../../i18n/stream-page/hu.json'),
};

export const ensureStreamPageTexts = () => ensureLazyCatalogPart('streamPage', STREAM_PAGE_TEXTS);
