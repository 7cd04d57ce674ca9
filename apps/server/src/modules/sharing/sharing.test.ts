import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import type { TestApp } from '../../testing/app';
import { buildDemoApp, demo } from '../events/test-fixtures';
import { defaultShareImage } from './share-image';

// A built web app like Vite's: a head with its own title and description that the server replaces.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-share-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Marquee default description" />
    <title>Marquee</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`,
);

const PUBLIC_URL = 'https://tickets.example';
let t: TestApp;
const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body, headers: res.headers };
};
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

beforeAll(async () => {
  t = await buildDemoApp({ env: { WEB_DIST: webDist, PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('link previews of shared pages', () => {
  it('renders title, description, canonical, hreflang, Open Graph and Twitter tags for an event', async () => {
    const { status, html, headers } = await page('/sk/events/luky');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/html');
    expect(headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<title>Lúky Festival | Marquee</title>');
    expect(html).not.toContain('Marquee default description');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<html lang="sk">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/sk/events/luky">`);
    for (const lang of ['en', 'sk', 'cs', 'de', 'hu']) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${PUBLIC_URL}/${lang}/events/luky">`,
      );
    }
    expect(html).toContain(`hreflang="x-default" href="${PUBLIC_URL}/en/events/luky"`);
    expect(meta(html, 'og:title')).toBe('Lúky Festival');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/sk/events/luky`);
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/share/event/[0-9a-f-]{36}\\.jpg\\?v=[0-9a-z]+$`),
    );
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:locale')).toBe('sk_SK');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')).toMatch(/Festivalový areál Lúky, Trenčín — Tri dni hudby/);
    // The page itself is server-rendered (modules/pages) into this document: no overlay of its own here.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n');
  });

  it('escapes everything it puts into the page', async () => {
    const id = demo.event('kolja');
    await t.database.db
      .update(events)
      .set({ name: 'Rock & "Roll" <script>alert(1)</script> $& $1', about: "It's <b>bold</b>" })
      .where(eq(events.id, id));
    const { html } = await page(`/en/events/${id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>Rock &amp; &quot;Roll&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1 | Marquee</title>',
    );
    expect(meta(html, 'og:title')).toBe(
      'Rock &amp; &quot;Roll&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1',
    );
    expect(meta(html, 'description')).toContain('It&#39;s bold');
  });

  it('renders profiles (any letter case), articles and streams', async () => {
    const profile = await page('/en/METALIKA');
    expect(meta(profile.html, 'og:type')).toBe('profile');
    expect(meta(profile.html, 'og:url')).toBe(`${PUBLIC_URL}/en/metalika`);
    // A square profile picture still previews as a large 1200×630 card (rendered by /share).
    expect(meta(profile.html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(profile.html, 'og:image')).toMatch(/\/share\/profile\/[0-9a-f-]{36}\.jpg\?v=/);
    expect(meta(profile.html, 'og:image:width')).toBe('1200');
    const article = await page(`/de/article/${demo.article('luky-lineup')}`);
    expect(meta(article.html, 'og:type')).toBe('article');
    expect(meta(article.html, 'article:published_time')).toMatch(/^\d{4}-/);
    expect(article.html).toContain('<html lang="de">');
    const stream = await page('/hu/stream/tuzmadar-online');
    expect(meta(stream.html, 'og:type')).toBe('video.other');
    expect(meta(stream.html, 'og:title')).toBe('Tűzmadár – online premier');
  });

  it('renders the home page per language', async () => {
    const home = await page('/cs/');
    expect(home.html).toContain('<title>Marquee</title>');
    expect(meta(home.html, 'description')).toMatch(/^Objevte koncerty/);
    expect(home.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/cs/">`);
  });

  it("titles all events per language and preloads its first two cards' pictures, unless the URL filters", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/event/search?page=0&perPage=18' });
    const pictures = (first.json() as { ProfilePicture: string | null }[])
      .slice(0, 2)
      .map((card) => card.ProfilePicture);
    expect(pictures).toHaveLength(2);
    const { status, html } = await page('/de/events');
    expect(status).toBe(200);
    expect(html).toContain('<title>Alle Veranstaltungen | Marquee</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/events">`);
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g),
    ];
    expect(preloads.map((match) => match[1])).toEqual(pictures);
    // Asked for first thing, right after the charset: before the app's scripts and styles.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('/assets/index-abc.js'));
    // The app's own start is untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');

    const filtered = await page('/de/events?cityId=00000000-0000-4000-8000-000000000000');
    expect(filtered.html).toContain('<title>Alle Veranstaltungen | Marquee</title>');
    expect(filtered.html).not.toContain('rel="preload" as="image"');
  });

  it('serves the plain page for unknown ids, drafts and other routes, so the SPA decides', async () => {
    for (const url of [
      '/sk/events/no-such-event',
      `/sk/events/${demo.event('beethoven-deviata')}`,
      '/en/signin',
      '/en/no-such-profile',
      '/en/article/not-a-uuid',
      '/en/events/luky/extra',
      '/xx/events/luky',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('<title>Marquee</title>');
      expect(html, url).toContain('Marquee default description');
    }
  });
});

describe('share images (1200×630)', () => {
  const image = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { res, info: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null };
  };
  const ogImagePath = async (url: string) => {
    const { html } = await page(url);
    return (meta(html, 'og:image') ?? '').replace(PUBLIC_URL, '');
  };

  it('renders the og:image of event, profile, article and stream pages as a 1200×630 JPEG', async () => {
    for (const url of [
      '/en/events/luky',
      '/en/metalika',
      `/en/article/${demo.article('luky-lineup')}`,
      '/en/stream/tuzmadar-online',
    ]) {
      const path = await ogImagePath(url);
      expect(path, url).toMatch(/^\/share\/(event|profile|article|stream)\//);
      const { res, info } = await image(path);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/jpeg');
      expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
      expect(info?.format, url).toBe('jpeg');
      expect([info?.width, info?.height], url).toEqual([1200, 630]);
    }
  });

  it('renders the picture itself, not the site card', async () => {
    const profile = await image(await ogImagePath('/en/metalika'));
    const article = await image(await ogImagePath(`/en/article/${demo.article('luky-lineup')}`));
    expect(profile.res.rawPayload.equals(article.res.rawPayload)).toBe(false);
    const siteCard = await defaultShareImage();
    expect(profile.res.rawPayload.equals(siteCard)).toBe(false);
    expect(article.res.rawPayload.equals(siteCard)).toBe(false);
  });

  it('gives a profile without a picture the site card, and a foreign picture is linked as it is', async () => {
    const [row] = await t.database.db
      .update(profiles)
      .set({ profilePicture: null })
      .where(eq(profiles.nickname, 'metalika'))
      .returning({ id: profiles.id });
    const { res, info } = await image(`/share/profile/${row?.id}.jpg`);
    expect(res.statusCode).toBe(200);
    expect([info?.width, info?.height]).toEqual([1200, 630]);
    expect(res.rawPayload.equals(await defaultShareImage())).toBe(true);

    await t.database.db
      .update(profiles)
      .set({ profilePicture: 'https://cdn.example/picture.png' })
      .where(eq(profiles.nickname, 'metalika'));
    const { html } = await page('/en/metalika');
    expect(meta(html, 'og:image')).toBe('https://cdn.example/picture.png');
    expect(meta(html, 'og:image:width')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('answers 404 for drafts, unknown ids, unknown kinds and malformed names', async () => {
    for (const url of [
      `/share/event/${demo.event('beethoven-deviata')}.jpg`,
      '/share/event/00000000-0000-4000-8000-000000000000.jpg',
      `/share/article/${demo.article('pripravujeme-rozhovor')}.jpg`,
      `/share/venue/${demo.event('luky')}.jpg`,
      '/share/event/luky.png',
      '/share/event/..%2F..%2Fetc.jpg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ Code: 'NOT_FOUND' });
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home per language, upcoming published events, organizer profiles and articles with hreflang', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    for (const lang of ['en', 'sk', 'cs', 'de', 'hu'])
      expect(xml).toContain(`<loc>${PUBLIC_URL}/${lang}/</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/sk/events/luky</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${PUBLIC_URL}/de/events/luky"/>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/en/metalika</loc>`);
    expect(xml).toContain(`${PUBLIC_URL}/en/article/${demo.article('luky-lineup')}`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/hu/stream/tuzmadar-online</loc>`);
    expect(xml).not.toContain(demo.event('beethoven-deviata'));
    expect(xml).not.toContain(demo.event('galakoncert-30'));
    expect(xml).not.toContain('/jana-kovacova<');
    expect(xml).not.toContain(demo.article('pripravujeme-rozhovor'));
  });

  it('allows everything but the API and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *\nAllow: /\nDisallow: /api/');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
