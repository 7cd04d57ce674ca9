import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { loadEmbedEventPage, loadEmbedNotFoundPage, loadEmbedStreamPage } from '../features/embed/pages';
import { ensureCatalogPart, ensureLanguage, withCatalogPart } from '../i18n/setup';
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
  await ensureLanguage(params.lang);
  await ensureCatalogPart('embed');
  return null;
}

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
        lazy: withCatalogPart('embed', loadEmbedEventPage),
      },
      {
        id: 'embed.stream',
        path: EMBED_ROUTE_PATHS.stream,
        lazy: withCatalogPart('embed', loadEmbedStreamPage),
      },
      { id: 'embed.unknown', path: '*', lazy: withCatalogPart('embed', loadEmbedNotFoundPage) },
      { id: 'embed.index', index: true, lazy: withCatalogPart('embed', loadEmbedNotFoundPage) },
    ],
  };
}
