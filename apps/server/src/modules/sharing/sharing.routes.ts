import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { injectHead, renderHead } from './head';
import { createSharingService } from './sharing.service';
import { buildRobots, buildSitemap } from './sitemap';

const SITEMAP_CACHE_MS = 5 * 60_000;

/** GET /sitemap.xml and /robots.txt at the site root (crawlers look there). */
export async function sharingRoutes(app: FastifyInstance): Promise<void> {
  let cached: { xml: string; expires: number } | null = null;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const now = Date.now();
    // Crawlers poll; five minutes of staleness is fine and keeps them off the database.
    if (!cached || cached.expires <= now) {
      cached = {
        xml: await buildSitemap(app.db, app.config.publicUrl, new Date(now)),
        expires: now + SITEMAP_CACHE_MS,
      };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(cached.xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobots(app.config.publicUrl)),
  );
}

/**
 * index.html with the link-preview tags of the page at `pathname`, or null for paths that aren't shareable
 * pages or name nothing public. The file is read once and re-read only when its mtime changes (checked at
 * most once a second), so a deploy that replaces it is picked up without a restart.
 */
export function createSharedPageRenderer(app: FastifyInstance, indexFile: string) {
  const sharing = createSharingService(app.db);
  let html: string | null = null;
  let mtimeMs = -1;
  let checkedAt = 0;

  function indexHtml(): string {
    const now = Date.now();
    if (html === null || now - checkedAt > 1000) {
      checkedAt = now;
      const stat = fs.statSync(indexFile);
      if (html === null || stat.mtimeMs !== mtimeMs) {
        html = fs.readFileSync(indexFile, 'utf8');
        mtimeMs = stat.mtimeMs;
      }
    }
    return html;
  }

  return async (pathname: string): Promise<string | null> => {
    const found = await sharing.pageMeta(pathname);
    if (!found) return null;
    return injectHead(
      indexHtml(),
      renderHead(found.meta, found.language, app.config.publicUrl),
      found.language,
    );
  };
}
