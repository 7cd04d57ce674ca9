import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@marquee/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

type Catalog = typeof en;

// English is bundled (it is also every other language's fallback); the others are small JSON chunks
// fetched by the /:lang route loader before the page renders, so no Suspense and no flash of English.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>> = {
  sk: () => import('./sk.json'),
  cs: () => import('./cs.json'),
  de: () => import('./de.json'),
  hu: () => import('./hu.json'),
};

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Resources are in memory, so init is synchronous and the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Loads the catalog when needed, then switches the UI (and `<html lang>`) to the language. */
export async function ensureLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const catalog = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', catalog.default, true, true);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}

export { i18n };
