import { isLanguage } from '@marquee/contract';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import {
  type CatalogPart,
  ensureCatalogPart,
  ensureLanguage,
  ensureLazyCatalogPart,
  i18n,
} from '../../i18n/setup';
import type { RouteName } from '../../lib/routing/routes';
import { CONTENT_OF_ROUTE } from './content';
import { PAGE_TEXTS } from './texts';

export interface LazyRoute {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => Promise<null>;
}

type Kind = 'content' | 'category' | 'survey' | 'recommendations';

const OTHER_PAGES: Partial<Record<RouteName, Kind>> = {
  category: 'category',
  survey: 'survey',
  'dashboard.recommendations': 'recommendations',
};

const components: Record<Kind, () => Promise<ComponentType>> = {
  content: () => import('./routes/ContentPage').then((m) => m.ContentPage),
  category: () => import('./routes/CategoryPage').then((m) => m.CategoryPage),
  survey: () => import('./routes/SurveyPage').then((m) => m.SurveyPage),
  recommendations: () => import('./routes/RecommendationsPage').then((m) => m.RecommendationsPage),
};

/**
 * Other texts a page uses: listings and "not found" (content part); the survey's questions are the
 * registration modal's (checkout part).
 */
const PARTS: Record<Kind, CatalogPart[]> = {
  content: [],
  category: ['content'],
  survey: ['content', 'checkout'],
  recommendations: ['content'],
};

/**
 * On a first load the /:lang loader may switch the language while this route registers its texts (they then
 * load for the language that was current a moment ago, and never for the URL's): load the URL's too.
 */
async function urlLanguageTexts(): Promise<void> {
  const language = globalThis.location?.pathname.split('/')[1];
  if (!isLanguage(language) || language === 'en') return;
  const texts = await PAGE_TEXTS[language]();
  i18n.addResourceBundle(language, 'translation', texts.default, true, true);
}

/**
 * On the server (issue 25) there is no `location`, and this route module is loaded once for every later
 * render in any language: the route's loader makes sure its texts (the parts registered above) are there in
 * the URL's language before it renders. In the browser the /:lang loader and urlLanguageTexts do that.
 */
async function serverTexts(params: LoaderFunctionArgs['params']): Promise<void> {
  if (typeof window === 'undefined' && isLanguage(params.lang)) await ensureLanguage(params.lang);
}

const serverTextsLoader = async ({ params }: LoaderFunctionArgs) => {
  await serverTexts(params);
  return null;
};

/**
 * The route module of a route without a page in app/router.tsx: its code and texts, and for a content
 * page a loader that fetches the Markdown of the URL's language before the page renders (no spinner, no
 * layout shift). Routes that are none of the product pages get the coming-soon page.
 */
export async function loadInfoRoute(name: RouteName): Promise<LazyRoute> {
  const content = CONTENT_OF_ROUTE[name];
  const kind: Kind | undefined = content ? 'content' : OTHER_PAGES[name];
  if (!kind) {
    const [page] = await Promise.all([import('./routes/ComingSoonPage'), ensureCatalogPart('extras')]);
    return { Component: page.ComingSoonPage };
  }
  const [Component] = await Promise.all([
    components[kind](),
    ensureLazyCatalogPart('pages', PAGE_TEXTS),
    urlLanguageTexts(),
    ...PARTS[kind].map((part) => ensureCatalogPart(part)),
  ]);
  if (!content)
    return typeof window === 'undefined' ? { Component, loader: serverTextsLoader } : { Component };
  return {
    Component,
    loader: async ({ params }) => {
      await Promise.all([
        // Loaded with the content page's chunk (api/content-query.ts) already.
        import('./content-files').then((m) =>
          m.loadContent(content, isLanguage(params.lang) ? params.lang : 'en'),
        ),
        serverTexts(params),
      ]);
      return null;
    },
  };
}
