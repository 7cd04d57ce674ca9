import type { Plugin } from 'vite';
import { ROUTES } from '../src/lib/routing/routes';

// Catalog-part preloading for index.html (used by vite.config.ts).

/**
 * Pages whose catalog part (i18n/{part}/{lang}.json, the page's own texts) the HTML starts loading itself,
 * next to the entry, when the URL is theirs. The server renders these pages (issue 25) and links their route
 * chunk, its static imports and stylesheets itself (apps/server modules/pages/page-assets.ts); the catalog
 * part is a dynamic import it does not know of, and the browser needs it before it can hydrate
 * (main.tsx loads the matched routes and their texts first): left to the app, it would be requested only
 * after the entry and the route chunk have run. Their data is in the server's HTML (the hydration state).
 * An inline script (the server's CSP hashes index.html's inline scripts) matches location.pathname and
 * adds a <link rel=modulepreload> for the part in the URL's language; Vite's own loader then finds it.
 */
const PRELOADED_ROUTES: { chunk: string; path: RegExp; part: string }[] = [
  // Home: /en, /en/.
  { chunk: 'HomePage', path: /^\/[a-z]{2}\/?$/, part: 'home' },
  // Event page ($1 = id or nickname; the deprecated all-events path is a redirect).
  { chunk: 'EventDetailPage', path: /^\/[a-z]{2}\/events\/(?!all-events\/?$)([^/]+)\/?$/, part: 'events' },
  // All events.
  { chunk: 'AllEventsPage', path: /^\/[a-z]{2}\/events\/?$/, part: 'discovery' },
  // A profile: /en/{nickname or id}, but never a single-segment path that starts another route
  // (/en/events, /en/dashboard…).
  {
    chunk: 'ProfileDetailPage',
    path: new RegExp(`^/[a-z]{2}/(?!(?:${routeFirstSegments().join('|')})/?$)([^/]+)/?$`),
    part: 'content',
  },
];

/** The static first segments of the app's routes (profile nicknames never take one of these URLs). */
function routeFirstSegments(): string[] {
  const segments = Object.values(ROUTES).map((route) => route.path.split('/')[0] ?? '');
  return [...new Set(segments.filter((segment) => segment && !segment.startsWith(':')))].map((segment) =>
    segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
}

export interface OutputChunkLike {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  facadeModuleId?: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

type PreloadedRoute = [
  pattern: string,
  /** The route's catalog part, by language. */
  parts: Record<string, string>,
];

/** Runs inline in index.html (serialized with toString, so it must not use anything outside itself). */
function routePreloader(routes: PreloadedRoute[], pathname: string) {
  const route = routes.find(([pattern]) => new RegExp(pattern).test(pathname));
  const part = route?.[1][pathname.split('/')[1] ?? ''];
  if (!part) return;
  const element = document.createElement('link');
  element.rel = 'modulepreload';
  element.href = part;
  element.crossOrigin = '';
  document.head.appendChild(element);
}

export function routeChunkPreload(): Plugin {
  return {
    name: 'marquee:route-chunk-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, OutputChunkLike> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const routes = PRELOADED_ROUTES.map(({ chunk: name, path, part }): PreloadedRoute => {
          // The route must still be a lazy chunk of its own (a renamed page would silently lose its part).
          if (!chunks.some((chunk) => chunk.isDynamicEntry && chunk.name === name))
            throw new Error(`route-chunk-preload: no lazy chunk named ${name}`);
          const partFile = new RegExp(`[\\\\/]i18n[\\\\/]${part}[\\\\/]([a-z]{2})\\.json$`);
          return [
            path.source,
            Object.fromEntries(
              chunks.flatMap((chunk) => {
                const match = chunk.facadeModuleId?.match(partFile);
                return match?.[1] ? [[match[1], `/${chunk.fileName}`]] : [];
              }),
            ),
          ];
        });
        const script = `(${routePreloader.toString()})(${JSON.stringify(routes)}, location.pathname)`;
        // Right after the charset, before any stylesheet: an inline script after a stylesheet would
        // wait for that stylesheet to load.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('route-chunk-preload: index.html has no <meta charset>');
        return html.replace(charset, (tag) => `${tag}\n    <script>${script}</script>`);
      },
    },
  };
}
