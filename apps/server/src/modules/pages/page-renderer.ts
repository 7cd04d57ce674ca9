import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createPageAssets, type PageAssets } from './page-assets';

/** What apps/web/src/entry-server.tsx exports (its bundle is built to apps/web/dist-ssr/entry-server.js). */
interface ServerEntry {
  setServerApi(api: typeof fetch): void;
  renderPage(
    url: string,
  ): Promise<
    | { kind: 'page'; status: number; language: string; html: string; state: unknown; module: string }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'client' }
  >;
}

export type RenderedPage =
  | { kind: 'page'; status: number; language: string; html: string; state: unknown; assets: PageAssets }
  | { kind: 'redirect'; status: number; location: string };

/** The web's server bundle beside its browser build: apps/web/dist → apps/web/dist-ssr/entry-server.js. */
export function serverEntryPath(webRoot: string): string {
  return path.join(path.dirname(webRoot), 'dist-ssr', 'entry-server.js');
}

/**
 * The page's API calls, answered by this server's own routes in process (Fastify's inject): no socket,
 * no cookies and no header of the visitor's, so what is rendered is what an anonymous visitor may see.
 */
function inProcessApi(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const answer = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined) answer.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: answer });
  };
}

/**
 * Imports the web's server bundle with React and the libraries around it in their production builds: they
 * choose their build by NODE_ENV when first loaded, and `npm start` runs without it (development). React's
 * development build rendered the event page in ~21 ms of CPU; what the browser gets is production anyway.
 * Only this import sees the value; the server's own configuration was read at start.
 */
async function importProductionBuild(entryFile: string): Promise<ServerEntry> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/**
 * The server side of issue 25: loads the web's server bundle once and renders a URL with it. Null when
 * the bundle is not built (the API-only server of the tests) or `SSR=off`: the app is then client-rendered.
 */
export async function createPageRenderer(app: FastifyInstance, webRoot: string) {
  const entryFile = serverEntryPath(webRoot);
  if (!fs.existsSync(entryFile)) {
    app.log.warn({ entryFile }, 'web server bundle not built; public pages are client-rendered');
    return null;
  }
  const entry = await importProductionBuild(entryFile);
  entry.setServerApi(inProcessApi(app));
  const { assetsOf, bundle } = createPageAssets(webRoot);
  const render = async (url: string): Promise<RenderedPage | null> => {
    const result = await entry.renderPage(url);
    if (result.kind === 'client') return null;
    if (result.kind === 'redirect') return result;
    const { module, ...page } = result;
    return { ...page, assets: assetsOf(module) };
  };
  return { render, styleBundle: bundle };
}
