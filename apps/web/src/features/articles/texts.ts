import { ensureLazyCatalogPart } from '../../i18n/setup';

/**
 * The editor's and the blogger dashboard's texts (i18n/articles). Their loaders live here, in the
 * workspace's lazy chunk, not in i18n/setup.ts: each import() listed there is first-load bytes of every
 * visitor (the home page's budget).
 */
export const ensureArticleEditorTexts = () =>
  ensureLazyCatalogPart('articles', {
    en: () => import('../../i18n/articles/en.json'),
    sk: () => import('../../i18n/articles/sk.json'),
    cs: () => import('../../i18n/articles/cs.json'),
    de: () => import('../../i18n/articles/de.json'),
    hu: () => import('../../i18n/articles/hu.json'),
  });
