/**
 * The product pages' texts (i18n/pages): loaded with the pages, their loaders kept out of i18n/setup.ts
 * (each import() listed there is first-load bytes of every visitor).
 */
export const PAGE_TEXTS = {
  en: () => import('../../i18n/pages/en.json'),
  sk: () => import('../../i18n/pages/sk.json'),
  cs: () => import('../../i18n/pages/cs.json'),
  de: () => import('../../i18n/pages/de.json'),
  hu: () => import('../../i18n/pages/hu.json'),
};
