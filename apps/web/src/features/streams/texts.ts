import { ensureLazyCatalogPart, withLazyCatalogPart } from '../../i18n/setup';

/**
 * The stream editor's texts (i18n/streams), a lazy part: their loaders live here, in the workspace chunk,
 * not in i18n/setup.ts (each import() listed there is first-load bytes of every visitor).
 */
const STREAM_EDITOR_TEXTS = {
  en: () => import('../../i18n/streams/en.json'),
  sk: () => import('../../i18n/streams/sk.json'),
  cs: () => import('../../i18n/streams/cs.json'),
  de: () => import('../../i18n/streams/de.json'),
  hu: () => import('../../i18n/streams/hu.json'),
};

export const withStreamEditorTexts = <T>(load: () => Promise<T>) =>
  withLazyCatalogPart('streams', STREAM_EDITOR_TEXTS, load);

/** The same part for a lazily loaded component of the stream page (the author's studio). */
export const ensureStreamEditorTexts = () => ensureLazyCatalogPart('streams', STREAM_EDITOR_TEXTS);
