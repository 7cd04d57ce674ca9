import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPageAnswer } from '../modules/pages/pages.plugin';
import { createIndexHtml, createSharedPageRenderer, sharingRoutes } from '../modules/sharing/sharing.routes';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ASSET_EXTENSION =
  /\.(?:js|mjs|css|map|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|txt|xml|webmanifest|wasm)$/i;

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so they are cached for a year;
 * index.html is always revalidated so a deploy is picked up at once. Any GET that is not /api and not a
 * file gets index.html, so deep links like /sk/events/xyz work. Event, profile, article and stream pages
 * get their link-preview tags (title, description, Open Graph, Twitter card, canonical, hreflang) rendered
 * into index.html here, because chat apps and crawlers don't run the SPA.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const indexFile = path.join(options.root, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  await app.register(sharingRoutes);
  const indexHtml = hasWebApp ? createIndexHtml(indexFile) : null;
  const renderSharedPage = indexHtml ? createSharedPageRenderer(app, indexHtml) : null;
  // Public pages rendered on the server (issue 25); null when off or not built.
  const answerPage = indexHtml ? await createPageAnswer(app, options.root) : null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.root,
      // The bare root is the web app too: it picks the visitor's language and redirects.
      index: 'index.html',
      wildcard: true,
      // The web build writes .br/.gz beside its assets at maximum compression (apps/web/vite.config.ts);
      // @fastify/compress leaves an already encoded answer alone.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ root: options.root }, 'web app not built; only the API is served (run npm run build)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '', search = ''] = request.url.split('?', 2);
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || !hasWebApp) {
      return reply.status(404).send({ Code: 'NOT_FOUND', Message: `No route ${request.method} ${pathname}` });
    }
    // Files that look like assets must 404 rather than answer HTML (a stale hashed chunk would otherwise
    // be parsed as JavaScript and break the page with a confusing error). Other dots are page paths,
    // e.g. a profile nickname like /en/some.band.
    if (pathname.startsWith('/assets/') || ASSET_EXTENSION.test(pathname)) {
      return reply.status(404).send({ Code: 'NOT_FOUND', Message: `No file ${pathname}` });
    }
    reply.header('cache-control', 'no-cache');
    const shared = async (): Promise<string | null> => {
      try {
        return (await renderSharedPage?.(pathname, search)) ?? null;
      } catch (error) {
        // The page itself must still load; only its preview tags are lost.
        request.log.error({ err: error }, 'link preview tags failed');
        return null;
      }
    };
    if (answerPage && indexHtml) {
      const answered = await answerPage(request, reply, async () => (await shared()) ?? indexHtml());
      if (answered) return reply;
    }
    const page = await shared();
    if (page !== null) return reply.type('text/html; charset=utf-8').send(page);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
});
