import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@marquee/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EMBED_LANGUAGES } from '../lib/routing/embed';
import en from './en.json';

/**
 * The languages the UI can speak: the five interface languages, and hr, which only the buy-tickets embeds
 * speak (issue 22; docs/decisions.md "Embeds"). hr has catalogues only for what an embed shows (a base
 * subset and the ticketing, checkout and embed parts); any other text falls back to English.
 */
export type UiLanguage = (typeof EMBED_LANGUAGES)[number];

// English is bundled (it is also every other language's fallback); each other language is one small chunk
// (catalogs/{lang}.ts: its base texts and its catalog parts' loaders) fetched by the /:lang route loader before
// the page renders, so no Suspense and no flash of English. Its parts' import()s are there, not in this entry
// module: each one listed here is ~10 B gzip of every visitor's first load.
type Loader = () => Promise<{ default: object }>;
// A language's parts must all be listed (hr registers its few with registerEmbedLanguage instead).
type LanguageLoader = () => Promise<{ default: object; parts?: Record<CatalogPart, Loader> }>;
const loaders: Record<Exclude<Language, 'en'>, LanguageLoader> & Partial<Record<UiLanguage, LanguageLoader>> =
  {
    sk: () => import('./catalogs/sk'),
    cs: () => import('./catalogs/cs'),
    de: () => import('./catalogs/de'),
    hu: () => import('./catalogs/hu'),
  };

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...EMBED_LANGUAGES],
  // Resources are in memory, so init is synchronous and the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/**
 * Catalog parts: texts of features most visits never open (sign-in, profiles, settings) are kept out of
 * the bundled English catalog and fetched with the feature's code (`ensureCatalogPart`). Once a part is
 * in use, switching language loads it for the new language before the UI switches. The English loaders are
 * here; another language's arrive with its catalogue (catalogs/{lang}.ts, registered by loadBase).
 */
const englishParts = {
  accounts: () => import('./accounts/en.json'),
  // The home page's texts: index.html preloads them with the home page's code (vite-plugins/route-preload.ts).
  home: () => import('./home/en.json'),
  // Texts of lazily shown shell pieces: the coming-soon page, the contact dialog, the organizer toast.
  extras: () => import('./extras/en.json'),
  errors: () => import('./errors/en.json'),
  discovery: () => import('./discovery/en.json'),
  events: () => import('./events/en.json'),
  content: () => import('./content/en.json'),
  ticketing: () => import('./ticketing/en.json'),
  organizer: () => import('./organizer/en.json'),
  checkout: () => import('./checkout/en.json'),
} satisfies Record<string, Loader>;
export type CatalogPart = keyof typeof englishParts;
const partLoaders: Record<string, Partial<Record<UiLanguage, Loader>>> = Object.fromEntries(
  Object.entries(englishParts).map(([part, en]) => [part, { en }]),
);

/** The parts an embed shows, in hr (the other parts fall back to English there); see registerEmbedLanguage. */
const hrPartLoaders: Partial<Record<string, Loader>> = {};

/**
 * hr's catalogues (issue 22) register themselves from the embed's chunk (components/embed/texts.ts), like the
 * lazy parts: each import() listed in this module is first-load bytes of every visitor, and hr is for embeds.
 */
export function registerEmbedLanguage(language: 'hr', base: Loader, parts: Record<string, Loader>): void {
  loaders[language] = base;
  Object.assign(hrPartLoaders, parts);
}

const loadedBase = new Map<UiLanguage, Promise<void>>([['en', Promise.resolve()]]);
const requestedParts = new Set<CatalogPart>();
const loadedParts = new Map<string, Promise<void>>();

/** A language's base catalogue, and with it the loaders of its parts. */
function loadBase(language: UiLanguage): Promise<void> {
  let loading = loadedBase.get(language);
  if (!loading) {
    const load = loaders[language];
    if (!load) return Promise.reject(new Error(`No catalogue for ${language} (embeds register hr)`));
    loading = load().then((catalog) => {
      i18n.addResourceBundle(language, 'translation', catalog.default, true, true);
      for (const [part, load] of Object.entries(catalog.parts ?? {})) {
        partLoaders[part] = { ...partLoaders[part], [language]: load };
      }
    });
    loading.catch(() => loadedBase.delete(language));
    loadedBase.set(language, loading);
  }
  return loading;
}

function loadPart(part: CatalogPart, language: UiLanguage): Promise<void> {
  // hr falls back to English key by key, so the English part is loaded with it.
  if (language === 'hr') return Promise.all([loadPart(part, 'en'), loadHrPart(part)]).then(() => {});
  const key = `${part}:${language}`;
  let loading = loadedParts.get(key);
  if (!loading) {
    // Another language's part loaders arrive with its base catalogue (in practice already loaded).
    loading = loadBase(language)
      .then(() => {
        const load = partLoaders[part]?.[language];
        if (!load) throw new Error(`No ${part} texts for ${language}`);
        return load();
      })
      .then((catalog) => {
        i18n.addResourceBundle(language, 'translation', catalog.default, true, true);
      });
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
}

function loadHrPart(part: CatalogPart): Promise<void> {
  const load = hrPartLoaders[part];
  if (!load) return Promise.resolve();
  const key = `${part}:hr`;
  let loading = loadedParts.get(key);
  if (!loading) {
    loading = load().then((catalog) => {
      i18n.addResourceBundle('hr', 'translation', catalog.default, true, true);
    });
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
}

/** Loads a catalog part for the current language (and for every language switched to afterwards). */
export function ensureCatalogPart(part: CatalogPart): Promise<void> {
  requestedParts.add(part);
  return loadPart(part, uiLanguage());
}

/**
 * A part whose loaders travel with its feature's lazy chunk rather than with this entry module (every
 * import() listed above costs first-load bytes, ~50 B gzip each): registered on first use, it then loads
 * and follows language switches like the others. The workspace-only parts load so: coupons, profile
 * content, the venue editor, check-in, insight and the questionnaire builder.
 */
export function ensureLazyCatalogPart(
  part: string,
  loaders: Record<Language, () => Promise<{ default: object }>>,
) {
  partLoaders[part] = loaders;
  return ensureCatalogPart(part as CatalogPart);
}

/** Loads the catalog when needed, then switches the UI (and `<html lang>`) to the language. */
export async function ensureLanguage(language: UiLanguage): Promise<void> {
  await loadBase(language);
  await Promise.all([...requestedParts].map((part) => loadPart(part, language)));
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * A lazily loaded page whose texts are a lazy catalog part (`ensureLazyCatalogPart`): code and texts arrive
 * together, and the part's loaders live in the feature's chunk, not in this entry module.
 */
export function withLazyCatalogPart<T>(
  part: string,
  loaders: Record<Language, () => Promise<{ default: object }>>,
  load: () => Promise<T>,
): () => Promise<T> {
  return () => Promise.all([load(), ensureLazyCatalogPart(part, loaders)]).then(([module]) => module);
}

/** `lazy()` for a component whose texts live in a catalog part: code and texts arrive together. */
export function withCatalogPart<T>(part: CatalogPart, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ensureCatalogPart(part)]).then(([module]) => module);
}

export function currentLanguage(): Language {
  const language = i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}

/** The language the UI speaks now, hr included (an embed's): which catalogue parts to load. */
export function uiLanguage(): UiLanguage {
  const language = i18n.language;
  return (EMBED_LANGUAGES as readonly string[]).includes(language)
    ? (language as UiLanguage)
    : DEFAULT_LANGUAGE;
}

export { i18n };
