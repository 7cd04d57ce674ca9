import { isLanguage } from '@marquee/contract';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { ensureLazyCatalogPart } from '../../i18n/setup';
import { type ContentPageId, loadContent } from './content';
import { PAGE_TEXTS } from './texts';

export type InfoPage = ContentPageId | 'category' | 'survey' | 'recommendations';

interface LazyRoute {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => Promise<null>;
}

const components: Record<
  'content' | 'category' | 'survey' | 'recommendations',
  () => Promise<ComponentType>
> = {
  content: () => import('./routes/ContentPage').then((m) => m.ContentPage),
  category: () => import('./routes/CategoryPage').then((m) => m.CategoryPage),
  survey: () => import('./routes/SurveyPage').then((m) => m.SurveyPage),
  recommendations: () => import('./routes/RecommendationsPage').then((m) => m.RecommendationsPage),
};

/**
 * A product page's route module: its code and texts, and for a content page a loader that fetches the
 * Markdown of the URL's language before the page renders (no flash of a spinner, no layout shift).
 */
export async function loadInfoRoute(page: InfoPage): Promise<LazyRoute> {
  const kind = page === 'category' || page === 'survey' || page === 'recommendations' ? page : 'content';
  const [Component] = await Promise.all([components[kind](), ensureLazyCatalogPart('pages', PAGE_TEXTS)]);
  if (kind !== 'content') return { Component };
  const content = page as ContentPageId;
  return {
    Component,
    loader: async ({ params }) => {
      await loadContent(content, isLanguage(params.lang) ? params.lang : 'en');
      return null;
    },
  };
}
