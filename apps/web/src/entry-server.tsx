/**
 * The web app rendered on the server (issue 25): apps/server imports this bundle (dist-ssr/entry-server.js)
 * and renders the public routes (app/ssr/page-data.ts) to HTML for an anonymous visitor. The browser then
 * hydrates the same tree (main.tsx) from the router and query state written into the page.
 *
 * React Router runs in data mode on both sides (createStaticHandler here, createBrowserRouter there) with
 * the one route tree of app/router.tsx: framework mode would have meant rebuilding every route as a route
 * module and the build around its Vite plugin, for what the static handler already gives (matching, lazy
 * route modules, loaders and redirects on the server).
 */

import { Writable } from 'node:stream';
import { isLanguage, type Language } from '@marquee/contract';
import { dehydrate } from '@tanstack/react-query';
import serverPurifier from 'isomorphic-dompurify';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/router';
import { NOT_FOUND_MODULE, SSR_ROUTES } from './app/ssr/page-data';
import type { ServerState } from './app/ssr/server-state';
import * as sanitizer from './components/content/sanitize';
import { provideSanitizer } from './components/content/use-sanitizer';
import { setApiTransport } from './lib/api/client';
import { isApiRequestError } from './lib/api/errors';
import { hrefTo, type RouteName } from './lib/routing/routes';
import { EarlyClicksReplay } from './lib/ssr/early-clicks';

export type { ServerState };

export type RenderResult =
  /** `state` is null on a 404: that page is not hydrated (the browser renders the app at the URL itself). */
  | {
      kind: 'page';
      status: 200 | 404;
      language: Language;
      html: string;
      state: ServerState | null;
      /** The route module's source path (Vite's manifest key): the server links its stylesheets and chunks. */
      module: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered route: the server answers the client-rendered app. */
  | { kind: 'client' };

/** A page taking longer than this to render is abandoned (the server then answers the client-rendered app). */
const RENDER_TIMEOUT_MS = 5000;

let handler: StaticHandler | null = null;
const staticHandler = () => {
  handler ??= createStaticHandler(createRoutes());
  return handler;
};

// Rich text (articles, profiles, streams) is in the server's HTML, sanitized by the browser's rules with a
// DOMPurify bound to a server-side DOM (jsdom): never unsanitized, never missing for crawlers.
sanitizer.setPurifier(serverPurifier);
provideSanitizer(sanitizer);

/** Where the app's API calls go while rendering: the server's own routes, in process. */
export function setServerApi(api: typeof fetch): void {
  setApiTransport(api);
}

/**
 * One render at a time: i18next's language and a few module-level caches are the process's, so two
 * interleaved renders in two languages would mix their texts. Rendering is CPU work on one thread anyway;
 * the HTML cache in front (apps/server modules/pages) is what serves a crowd. When more than
 * MAX_WAITING renders wait (a flood of uncached addresses), the newest get the client-rendered app at once
 * instead of a growing wait: the page still works, only without its server HTML.
 */
const MAX_WAITING = 32;
let waiting = 0;
let queue: Promise<unknown> = Promise.resolve();
export function renderPage(url: string): Promise<RenderResult> {
  if (waiting >= MAX_WAITING) return Promise.resolve({ kind: 'client' });
  waiting += 1;
  const run = queue.then(() => withTimeout(render(new URL(url, 'http://marquee.local'))));
  queue = run.catch(() => undefined);
  return run.finally(() => {
    waiting -= 1;
  });
}

/** A render that hangs (a stuck data call) is abandoned: the server answers the client-rendered app. */
function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

async function render(url: URL): Promise<RenderResult> {
  // Only a server-rendered route runs its loaders here: the others' loaders decide from the browser (a
  // signed-in page's guard reads the stored token, `/` and a bad language segment the visitor's language),
  // so the server must leave them, redirects included, to the browser.
  const leafMatch = matchRoutes(staticHandler().dataRoutes, url.pathname)?.at(-1);
  const leafRoute = leafMatch?.route.id as RouteName | undefined;
  if (!leafRoute || !SSR_ROUTES[leafRoute] || !isLanguage(leafMatch?.params.lang)) return { kind: 'client' };
  const context = await staticHandler().query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const leaf = context.matches.at(-1);
  const route = leaf?.route.id as RouteName | undefined;
  const language = leaf?.params.lang;
  const ssrRoute = route ? SSR_ROUTES[route] : undefined;
  if (!leaf || !ssrRoute || !isLanguage(language) || context.errors) return { kind: 'client' };

  const queryClient = createQueryClient();
  try {
    await ssrRoute.data({ queryClient, params: leaf.params, url, language });
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return renderNotFound(language);
    throw error;
  }
  const html = await renderToHtml(app(context, queryClient));
  const state: ServerState = {
    router: { loaderData: context.loaderData },
    queries: dehydrate(queryClient),
    matches: context.matches.map((match) => match.route.id),
    language,
  };
  queryClient.clear();
  return { kind: 'page', status: 200, language, html, state, module: ssrRoute.module };
}

/** The 404 page, rendered where the visitor asked (the status says it; the address stays). */
async function renderNotFound(language: Language): Promise<RenderResult> {
  const url = new URL(hrefTo('error', language, { code: 404 }), 'http://marquee.local');
  const context = await staticHandler().query(new Request(url));
  if (context instanceof Response) throw new Error('the 404 page redirected');
  const html = await renderToHtml(app(context, createQueryClient()));
  return { kind: 'page', status: 404, language, html, state: null, module: NOT_FOUND_MODULE };
}

function app(context: StaticHandlerContext, queryClient: ReturnType<typeof createQueryClient>): ReactNode {
  const router = createStaticRouter(staticHandler().dataRoutes, context);
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        {/* The browser's tree (main.tsx), child for child: React's ids (useId) follow the tree's shape. */}
        <EarlyClicksReplay />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * The whole page, once everything in it is ready: the HTML is cached and its status depends on the data,
 * so nothing is sent before the end. A render error anywhere (a Suspense boundary included) fails the
 * render: the server then answers the client-rendered app rather than a page with a hole in it.
 */
function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      onAllReady() {
        if (failed) reject(failed);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    const timer = setTimeout(() => {
      const error = new Error(`render took over ${RENDER_TIMEOUT_MS} ms`);
      stream.abort(error);
      reject(error);
    }, RENDER_TIMEOUT_MS);
  });
}
