import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { EMBED_ROUTE_PATHS } from '../lib/routing/embed';
import { AppLoading } from './layouts/AppLoading';
import { EmbedError, EmbedLayout } from './layouts/EmbedLayout';

// One import() in the entry for the embed's pages module (its own chunk), which has the language loader too:
// `/{lang}/embed/…` speaks en, sk, cs, de, hu and hr, any other language is answered in English.
const embedPages = () => import('../features/embed/pages');
const embedLanguageLoader = (args: LoaderFunctionArgs) =>
  embedPages().then((m) => m.embedLanguageLoader(args));
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
