import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors';
import { injectHead, injectImagePreloads, renderHead } from './head';
import { composeShareImage, defaultShareImage } from './share-image';
import { localPicturePath, SHARE_KINDS, type ShareKind } from './sharing.service';
import { buildRobots } from './sitemap';

const SHARE_IMAGE_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Rendered previews kept in memory: a shared link is fetched by many chat apps within minutes. */
const SHARE_IMAGE_CACHE_SIZE = 200;
const SHARE_FILE = /^([A-Za-z0-9_-]{1,100})\.jpg$/;

const isShareKind = (value: string): value is ShareKind => (SHARE_KINDS as readonly string[]).includes(value);

/**
 * GET /sitemap.xml and /robots.txt at the site root (crawlers look there), and GET /share/{kind}/{id}.jpg,
 * the 1200×630 preview image the pages' og:image points at.
 */
export async function sharingRoutes(app: FastifyInstance): Promise<void> {
  const { sharing } = app.services;
  const images = new Map<string, Promise<Buffer>>();

  /** The bytes of a picture this server serves, fetched through its own routes (uploads, demo images). */
  async function localPicture(picture: string): Promise<Buffer | null> {
    const path = localPicturePath(picture, app.config.publicUrl);
    if (path === null) return null;
    const res = await app.inject({ method: 'GET', url: path });
    const type = String(res.headers['content-type'] ?? '');
    return res.statusCode === 200 && type.startsWith('image/') ? res.rawPayload : null;
  }

  function render(picture: string | null): Promise<Buffer> {
    if (picture === null) return defaultShareImage();
    let image = images.get(picture);
    if (!image) {
      image = localPicture(picture).then((bytes) => (bytes ? composeShareImage(bytes) : defaultShareImage()));
      // A failed render is not remembered: the next request tries again.
      image.catch(() => images.delete(picture));
      if (images.size >= SHARE_IMAGE_CACHE_SIZE) {
        const oldest = images.keys().next().value;
        if (oldest !== undefined) images.delete(oldest);
      }
      images.set(picture, image);
    }
    return image;
  }

  app.get('/share/:kind/:file', { schema: { hide: true } }, async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const id = SHARE_FILE.exec(file)?.[1];
    if (!isShareKind(kind) || !id) throw new AppError('NOT_FOUND', 'No such share image');
    const source = await sharing.shareImageSource(kind, id);
    if (!source) throw new AppError('NOT_FOUND', 'No such share image');
    let jpeg: Buffer;
    try {
      jpeg = await render(source.picture);
    } catch (error) {
      // A picture sharp cannot read still gets a preview: the site card.
      request.log.warn({ err: error, kind, id }, 'share image render failed');
      jpeg = await defaultShareImage();
    }
    return reply
      .type('image/jpeg')
      .header('cache-control', `public, max-age=${SHARE_IMAGE_MAX_AGE_SECONDS}`)
      .send(jpeg);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await sharing.sitemap()),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobots(app.config.publicUrl)),
  );
}

/**
 * index.html as the web build wrote it. The file is read once and re-read only when its mtime changes
 * (checked at most once a second), so a deploy that replaces it is picked up without a restart.
 */
export function createIndexHtml(indexFile: string): () => string {
  let html: string | null = null;
  let mtimeMs = -1;
  let checkedAt = 0;
  return () => {
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
  };
}

/**
 * index.html with the link-preview tags of the page at `pathname`, or null for paths that aren't shareable
 * pages or name nothing public.
 */
export function createSharedPageRenderer(app: FastifyInstance, indexHtml: () => string) {
  const { sharing } = app.services;
  /** `search` is the URL's query string ('' for none): a filtered list shows other cards first. */
  return async (pathname: string, search = ''): Promise<string | null> => {
    const found = await sharing.pageMeta(pathname, { filtered: search.length > 0 });
    if (!found) return null;
    const { meta, language } = found;
    const page = injectHead(indexHtml(), renderHead(meta, language, app.config.publicUrl), language);
    return injectImagePreloads(page, meta.preloadImages ?? []);
  };
}
