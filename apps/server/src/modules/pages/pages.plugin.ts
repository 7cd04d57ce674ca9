import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STYLE_BUNDLE_PREFIX } from './page-assets';
import { PageCache } from './page-cache';
import { renderDocument } from './page-document';
import { createPageRenderer } from './page-renderer';

/**
 * API writes that change nothing a public page shows, or change it only for the visitor (their basket,
 * going and follows, which the browser fills in after hydration): frequent during an on-sale, so they do
 * not clear the page cache. Every other successful write under /api does.
 */
const WRITES_THAT_KEEP_PAGES =
  /^\/api\/(ticketing|session|weblog|checkin|turnstile|payments|sandbox-bank|account|externalaccount|uploads|tracking|client-errors)(\/|$)|\/(going|follows?)(\/|$|\?)/i;

/** Whether an answered API request may have changed what a public page shows. */
export function clearsPages(method: string, url: string, status: number): boolean {
  const write = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  return write && status < 400 && url.startsWith('/api/') && !WRITES_THAT_KEEP_PAGES.test(url);
}

export type PageAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  shared: () => Promise<string>,
) => Promise<boolean>;

/**
 * Server rendering of the public pages (issue 25), in front of the client-rendered app: answers a page
 * request with its rendered HTML and returns true, or returns false for the caller to send the
 * client-rendered index.html (a route that is not server-rendered, SSR=off, or no server bundle).
 * `shared` is index.html with the page's link-preview tags.
 */
export async function createPageAnswer(app: FastifyInstance, webRoot: string): Promise<PageAnswer | null> {
  if (app.config.SSR === 'off') return null;
  const renderer = await createPageRenderer(app, webRoot);
  if (!renderer) return null;
  const { render, styleBundle } = renderer;
  // A route's stylesheets joined into one (page-assets.ts); hashed names, so cached like Vite's own files.
  // A wildcard, not a parameter: a route's list of names is longer than a parameter may be (100 characters).
  app.get(`${STYLE_BUNDLE_PREFIX}*`, async (request, reply) => {
    const css = styleBundle(request.url.split('?', 1)[0] ?? '');
    if (css === null) return reply.status(404).send({ Code: 'NOT_FOUND', Message: 'No such stylesheet' });
    return reply
      .header('cache-control', `public, max-age=${365 * 24 * 60 * 60}, immutable`)
      .type('text/css; charset=utf-8')
      .send(css);
  });
  const cache = new PageCache(app.config.SSR_CACHE_SECONDS * 1000);

  app.addHook('onResponse', async (request, reply) => {
    if (clearsPages(request.method, request.url, reply.statusCode)) cache.clear();
  });

  return async (request, reply, shared) => {
    const key = request.url;
    const cached = cache.get(key);
    if (cached) {
      reply.header('x-page-cache', 'hit');
      return send(reply, cached.status, cached.html);
    }
    let rendered: Awaited<ReturnType<typeof render>>;
    try {
      rendered = await render(request.url);
    } catch (error) {
      // Never a blank page: the client-rendered app, with the failure logged and the status saying so.
      request.log.error(
        { err: error, url: request.url },
        'server render failed; answered the client-rendered app',
      );
      reply.status(500);
      return false;
    }
    if (!rendered) return false;
    if (rendered.kind === 'redirect') {
      reply.redirect(rendered.location, rendered.status);
      return true;
    }
    const html = renderDocument(await shared(), rendered);
    cache.set(key, { status: rendered.status, html });
    reply.header('x-page-cache', cache.enabled ? 'miss' : 'off');
    return send(reply, rendered.status, html);
  };
}

function send(reply: FastifyReply, status: number, html: string): true {
  void reply.status(status).type('text/html; charset=utf-8').send(html);
  return true;
}
