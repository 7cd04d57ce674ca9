import { LANGUAGES } from '@marquee/contract';
import type { Db } from '../../db/client';
import { escapeHtml, pageUrl } from './head';
import { sitemapEntries } from './sharing.repository';

/** The protocol allows 50,000 URLs per file; each page appears once per language. */
const PER_KIND_LIMIT = 2000;

interface Page {
  path: string;
  lastModified?: Date;
}

/** One <url> per language version, each listing every version as an hreflang alternate (plus x-default). */
function urlEntries(publicUrl: string, page: Page): string[] {
  const alternates = [
    ...LANGUAGES.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(pageUrl(publicUrl, lang, page.path))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(publicUrl, 'en', page.path))}"/>`,
  ].join('');
  const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : '';
  return LANGUAGES.map(
    (lang) =>
      `<url><loc>${escapeHtml(pageUrl(publicUrl, lang, page.path))}</loc>${lastmod}${alternates}</url>`,
  );
}

/** GET /sitemap.xml: home per language, upcoming published events, organizer profiles, articles and streams. */
export async function buildSitemap(db: Db, publicUrl: string, now: Date): Promise<string> {
  const entries = await sitemapEntries(db, now, PER_KIND_LIMIT);
  const pages: Page[] = [
    { path: '/' },
    { path: '/events' },
    { path: '/all-articles' },
    ...entries.events.map((e) => ({
      path: `/events/${encodeURIComponent(e.nickname ?? e.id)}`,
      lastModified: e.updatedAt,
    })),
    ...entries.profiles.map((p) => ({
      path: `/${encodeURIComponent(p.nickname ?? p.id)}`,
      lastModified: p.updatedAt,
    })),
    ...entries.articles.map((a) => ({ path: `/article/${a.id}`, lastModified: a.updatedAt })),
    ...entries.streams.map((s) => ({
      path: `/stream/${encodeURIComponent(s.nickname ?? s.id)}`,
      lastModified: s.updatedAt,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => urlEntries(publicUrl, page)),
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
