import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Pages other sites may show in an iframe (the buy-tickets embeds, issue 22: `/{lang}/embed/event/{id}`,
 * `/{lang}/embed/stream/{id}`): they get `frame-ancestors *` and no X-Frame-Options. Everything else may be
 * framed only by us. Any first segment counts: an embed in a language we do not have (`/xx/embed/…`) turns
 * into English inside the same framed document, so that document must be frameable too. Never under /api.
 * The one list to extend when an embeddable route is added.
 */
export const EMBED_PATHS: readonly RegExp[] = [/^\/(?!api\/)[^/]{1,35}\/embed(?:\/|$)/];

export function isEmbedPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return EMBED_PATHS.some((pattern) => pattern.test(pathname));
}

/** What the inline code of one HTML document needs in script-src. */
interface InlineHashes {
  /** `<script>` bodies without src (the color-scheme and preload scripts, a shared page's starter). */
  scripts: string[];
  /** Event-handler attributes (`onload="this.media='all'"` on deferred stylesheets), for 'unsafe-hashes'. */
  handlers: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;|&apos;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Hashes of every inline script and event handler in the document. A superset is harmless (a hash only
 * allows that exact text), so the scan is a plain regex over the markup without comments.
 */
export function inlineHashes(html: string): InlineHashes {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of markup.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`) && body !== '') scripts.add(sha256(body));
  }
  const handlers = new Set<string>();
  for (const match of markup.matchAll(/\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    handlers.add(sha256(decodeAttribute(match[1] ?? match[2] ?? '')));
  }
  return { scripts: [...scripts], handlers: [...handlers] };
}

/**
 * Issue 22: where an event's tracking providers load their scripts from and send their hits to (only with
 * TRACKING_ENABLED; the web loads them only after the visitor's consent). Pixel hits are images (img-src
 * https: already) or beacons to facebook.com; GA4 sends to *.google-analytics.com.
 */
export interface TrackingSources {
  scripts: string[];
  connects: string[];
}
const NO_TRACKING: TrackingSources = { scripts: [], connects: [] };

/** The sources TRACKING_*_SCRIPT_URL need: their origins (a site path needs nothing beyond 'self'). */
export function trackingSources(enabled: boolean, scriptUrls: string[]): TrackingSources {
  if (!enabled) return NO_TRACKING;
  const origins = scriptUrls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
  return {
    scripts: [...new Set(origins)],
    connects: [
      ...new Set([
        ...origins,
        'https://www.facebook.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]),
    ],
  };
}

/**
 * The page's policy. Why each source:
 * - style-src 'unsafe-inline': Mantine writes its CSS variables into `<style>` tags at run time and
 *   components set `style` attributes; neither can be hashed ahead. Styles cannot run code, so the XSS
 *   protection stays with script-src, which allows only our files and the hashed inline scripts.
 * - img-src https: map tiles (tile.openstreetmap.org) and pictures organizers link; data:/blob: for
 *   cropped uploads and generated QR codes.
 * - frame-src https: blob: organizers' embed codes (video, music players), a payment gateway's card form,
 *   and ticket PDFs shown from a blob.
 * - form-action https: form-post payment gateways (the payer's browser posts to the bank, or to our
 *   /api/payments/go, which redirects to it: the redirect is checked against form-action too). `formActions`
 *   adds a configured gateway on plain http (the GP webpay fake of the e2e run, issue 23).
 */
export function contentSecurityPolicy(
  hashes: InlineHashes,
  embed: boolean,
  formActions: string[] = [],
  tracking: TrackingSources = NO_TRACKING,
) {
  const script = ["'self'", ...tracking.scripts, ...hashes.scripts];
  if (hashes.handlers.length > 0) script.push("'unsafe-hashes'", ...hashes.handlers);
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...tracking.connects].join(' '),
    "media-src 'self' blob: https:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self' https:", ...formActions].join(' '),
    embed ? 'frame-ancestors *' : "frame-ancestors 'self'",
  ].join('; ');
}

/** index.html's hashes, read again only when the file changes (a rebuild under a running server). */
function indexHashesReader(indexFile: string): () => InlineHashes {
  let cached: { mtimeMs: number; hashes: InlineHashes } | null = null;
  const none: InlineHashes = { scripts: [], handlers: [] };
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs;
    } catch {
      return none;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, hashes: inlineHashes(fs.readFileSync(indexFile, 'utf8')) };
    }
    return cached.hashes;
  };
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Framing, CSP and HSTS (issue 16 #6); helmet sets the rest. Every HTML answer gets a CSP whose script-src
 * hashes exactly the inline scripts it carries: HTML sent as text (link-preview pages, the sandbox bank) is
 * scanned as it goes out; a streamed file is the web app's index.html, scanned once per build.
 * `frame-ancestors 'self'` and X-Frame-Options SAMEORIGIN everywhere except EMBED_PATHS. HSTS only on a
 * request that came over HTTPS (behind a proxy: X-Forwarded-Proto from a TRUST_PROXY address) — over
 * plain HTTP the header is ignored by browsers anyway, and on localhost it would pin HTTPS for every port.
 */
type Options = { indexFile: string; formActions?: string[]; tracking?: TrackingSources };
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: Options) => {
  const indexHashes = indexHashesReader(options.indexFile);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const embed = isEmbedPath(request.url);
    if (!embed) reply.header('x-frame-options', 'SAMEORIGIN');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const hashes =
        typeof payload === 'string'
          ? inlineHashes(payload)
          : Buffer.isBuffer(payload)
            ? inlineHashes(payload.toString('utf8'))
            : indexHashes();
      reply.header(
        'content-security-policy',
        contentSecurityPolicy(hashes, embed, options.formActions, options.tracking),
      );
    }
    return payload;
  });
});
