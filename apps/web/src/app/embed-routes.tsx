import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { ensureLanguage } from '../i18n/setup';
import { EMBED_ROUTE_PATHS, embedHrefInEnglish, isEmbedLanguage } from '../lib/routing/embed';
import { AppLoading } from './layouts/AppLoading';
import { EmbedError, EmbedLayout } from './layouts/EmbedLayout';

/**
 * `/{lang}/embed/…` speaks en, sk, cs, de, hu and hr (spec 1 §9); any other language is answered in English
 * with the rest of the address kept (theme, options, the id). The embed's texts load with the language.
 */
export async function embedLanguageLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  if (!isEmbedLanguage(params.lang)) {
    const url = new URL(request.url);
    throw redirect(embedHrefInEnglish(url.pathname, `${url.search}${url.hash}`));
  }
  // hr's catalogues and the embed's texts register with the embed's chunk, then the language loads.
  await (await embedPages()).prepareEmbedTexts();
  await ensureLanguage(params.lang);
  return null;
}

// One import() in the entry for the embed's pages module (its own chunk).
const embedPages = () => import('../features/embed/pages');
type EmbedPages = Awaited<ReturnType<typeof embedPages>>;
const page = (load: (pages: EmbedPages) => Promise<{ Component: ComponentType }>) => () =>
  embedPages().then(load);

/**
 * The buy-tickets embeds (issue 22), a route tree beside `/:lang`: its static `embed` segment outranks the
 * site's `/:lang/*` and profile routes, and its loader admits hr, which the site's does not.
 */
export function createEmbedRoutes(): RouteObject {
  return {
    id: 'embed',
    path: '/:lang/embed',
    loader: embedLanguageLoader,
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
    Component: EmbedLayout,
    ErrorBoundary: EmbedError,
    HydrateFallback: AppLoading,
    children: [
      {
        id: 'embed.event',
        path: EMBED_ROUTE_PATHS.event,
        lazy: page((m) => m.loadEmbedEventPage()),
      },
      {
        id: 'embed.stream',
        path: EMBED_ROUTE_PATHS.stream,
        lazy: page((m) => m.loadEmbedStreamPage()),
      },
      { id: 'embed.unknown', path: '*', lazy: page((m) => m.loadEmbedNotFoundPage()) },
      { id: 'embed.index', index: true, lazy: page((m) => m.loadEmbedNotFoundPage()) },
    ],
  };
}
