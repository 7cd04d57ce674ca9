import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUserWithClaim } from '../../testing/factories';
import { PageCache } from './page-cache';
import { stateScript } from './page-document';
import { clearsPages } from './pages.plugin';

// Issue 25: the server side of server rendering, with a stand-in for the web's server bundle (the real one
// is built by `npm run build -w @marquee/web`; e2e/tests/ssr checks it in a browser). The stand-in renders
// what the in-process API answers, so the test sees that page data comes from the API's own routes.
const HOSTILE = '</script><script>alert(1)</script><!--';
const ENTRY = `
let api;
let renders = 0;
export function setServerApi(next) { api = next; }
export async function renderPage(url) {
  const { pathname } = new URL(url, 'http://x');
  if (pathname === '/en/boom') throw new Error('render exploded');
  if (pathname === '/en/old') return { kind: 'redirect', status: 301, location: '/en/new' };
  if (pathname.startsWith('/en/dashboard')) return { kind: 'client' };
  if (pathname === '/en/events/missing')
    return { kind: 'page', status: 404, language: 'en', html: '<h1>Page not found</h1>', state: null, module: 'src/Error.tsx' };
  const answer = await api('/api/category', { headers: { accept: 'application/json' } });
  const genres = await answer.json();
  renders += 1;
  return {
    kind: 'page', status: 200, language: pathname.split('/')[1], module: 'src/Page.tsx',
    html: '<h1>Rendered ' + renders + '</h1><p>' + answer.status + ' ' + Array.isArray(genres) + '</p>',
    state: { queries: { name: ${JSON.stringify(HOSTILE)} } },
  };
}`;
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Marquee</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
// A route with many stylesheets: its bundle's address is longer than a route parameter may be.
const LONG_NAMES = Array.from({ length: 12 }, (_, i) => `Component${i}-Ab12Cd34`);

const MANIFEST = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/Page.tsx': { file: 'assets/Page.js', css: ['assets/Page.css'], imports: ['_shared.js', '_Card.js'] },
  '_Card.js': { file: 'assets/Card.js', css: ['assets/Card.css'] },
  '_Long.js': { file: 'assets/Long.js', css: LONG_NAMES.map((name) => `assets/${name}.css`) },
};

function webBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ssr-'));
  fs.mkdirSync(path.join(root, 'dist', '.vite'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  fs.mkdirSync(path.join(root, 'dist', 'assets'));
  for (const name of ['index', 'shared', 'Page', 'Card', ...LONG_NAMES])
    fs.writeFileSync(path.join(root, 'dist', 'assets', `${name}.css`), `.${name.toLowerCase()}{color:red}`);
  return root;
}

let root: string;
let cached: TestApp;
let uncached: TestApp;
let off: TestApp;
beforeAll(async () => {
  root = webBuild();
  const WEB_DIST = path.join(root, 'dist');
  [cached, uncached, off] = await Promise.all([
    buildTestApp({ env: { WEB_DIST, SSR_CACHE_SECONDS: '60' } }),
    buildTestApp({ env: { WEB_DIST, SSR_CACHE_SECONDS: '0' } }),
    buildTestApp({ env: { WEB_DIST, SSR: 'off' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([cached?.close(), uncached?.close(), off?.close()]);
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });
const stateOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="marquee-state">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  );

describe('server-rendered pages', () => {
  it("puts the render, the route's stylesheets and chunks and the hydration state into index.html", async () => {
    const res = await get(uncached, '/sk/events');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The page's data came from the API's own routes, in process.
    expect(res.body).toContain('<div id="root"><h1>Rendered');
    expect(res.body).toContain('<p>200 true</p>');
    expect(res.body).toContain('<html lang="sk">');
    // The route's CSS and chunks, without what index.html already has (shared.css comes with the entry).
    // Its stylesheets in one request (a bundle in their order), each file still named for the app's loader.
    expect(res.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/page-styles/Card~Page.css">',
    );
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/Page.css" disabled>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/Card.css" disabled>');
    // Scripts only take the painted page over: low priority, after the stylesheets and the hero picture.
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Page.js">',
    );
    expect(res.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
    );
    expect(res.body).not.toMatch(/<(script type="module"|link rel="modulepreload") crossorigin/);
    expect(res.body).not.toContain('href="/assets/shared.css"');
    expect(res.body).not.toContain('crossorigin href="/assets/shared.js"');
  });

  it("serves a route's style bundle from any process, and nothing but the build's stylesheets", async () => {
    // `off` never rendered the page: the address alone says what is in it (several processes, one balancer).
    for (const t of [uncached, cached]) {
      const res = await get(t, '/assets/page-styles/Card~Page.css');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/css/);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body).toBe('.card{color:red}\n.page{color:red}');
    }
    const long = await get(uncached, `/assets/page-styles/${LONG_NAMES.join('~')}.css`);
    expect(long.statusCode).toBe(200);
    expect(long.body.split('\n')).toHaveLength(LONG_NAMES.length);
    for (const bad of ['Card~Nope', 'Card~..%2F..%2Findex', '..~Card', 'Card~Page.js']) {
      const res = await get(uncached, `/assets/page-styles/${bad}.css`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().Code).toBe('NOT_FOUND');
    }
  });

  it('writes the state as JSON nothing in it can break out of', async () => {
    const res = await get(uncached, '/en/events');
    expect(res.body).not.toContain(HOSTILE);
    expect(res.body.match(/<script/g)?.length).toBe(2);
    expect(stateOf(res.body)).toEqual({ queries: { name: HOSTILE } });
    expect(stateScript({ a: '\u2028</script>' })).not.toMatch(/\u2028|<\/script>.*<\/script>/);
  });

  it('answers a missing page with the 404 page and status 404, without hydration state', async () => {
    const res = await get(uncached, '/en/events/missing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Page not found</h1>');
    expect(res.body).not.toContain('marquee-state');
  });

  it("follows the router's redirects and leaves client-rendered routes to the app", async () => {
    const moved = await get(uncached, '/en/old');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/en/new');
    const dashboard = await get(uncached, '/en/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<div id="root"></div>');
    // There the script is what paints: its priority stays the browser's default.
    expect(dashboard.body).toContain('<script type="module" crossorigin src="/assets/index.js">');
  });

  it('answers the client-rendered app with 500 when the render fails: never a blank page', async () => {
    const res = await get(uncached, '/en/boom');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('src="/assets/index.js"');
  });

  it('serves a page from the cache for a while, per address and language', async () => {
    const first = await get(cached, '/de/events?x=1');
    const second = await get(cached, '/de/events?x=1');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    const other = await get(cached, '/hu/events?x=1');
    expect(other.headers['x-page-cache']).toBe('miss');
    expect((await get(uncached, '/de/events?x=1')).headers['x-page-cache']).toBe('off');
  });

  it('renders again after a content write (a new profile), not after a failed one', async () => {
    await get(cached, '/en/events?w=1');
    const denied = await cached.app.inject({
      method: 'POST',
      url: '/api/promoterprofile',
      payload: { ProfileName: 'X' },
    });
    expect(denied.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(cached, '/en/events?w=1')).headers['x-page-cache']).toBe('hit');
    const owner = await buildUserWithClaim(cached.app);
    const created = await cached.app.inject({
      method: 'POST',
      url: '/api/promoterprofile',
      headers: owner.headers,
      payload: { ProfileName: 'Fresh promoter' },
    });
    expect(created.statusCode).toBe(201);
    expect((await get(cached, '/en/events?w=1')).headers['x-page-cache']).toBe('miss');
  });

  it('is off with SSR=off: the client-rendered app as before', async () => {
    const res = await get(off, '/en/events');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('page cache', () => {
  it('forgets a page after its time and the oldest page when full', () => {
    const cache = new PageCache(1000, 2);
    cache.set('/a', { status: 200, html: 'a' }, 0);
    expect(cache.get('/a', 999)?.html).toBe('a');
    expect(cache.get('/a', 1000)).toBeNull();
    cache.set('/a', { status: 200, html: 'a' }, 0);
    cache.set('/b', { status: 200, html: 'b' }, 0);
    cache.set('/c', { status: 200, html: 'c' }, 0);
    expect(cache.get('/a', 1)).toBeNull();
    expect(cache.get('/c', 1)?.html).toBe('c');
    expect(new PageCache(0).enabled).toBe(false);
  });

  it('is cleared by successful content writes, not by reads, failures or a buyer’s basket', () => {
    expect(clearsPages('PUT', '/api/event/5', 200)).toBe(true);
    expect(clearsPages('POST', '/api/article', 201)).toBe(true);
    expect(clearsPages('PUT', '/api/stream/5?newStatus=Live', 200)).toBe(true);
    expect(clearsPages('GET', '/api/event/5', 200)).toBe(false);
    expect(clearsPages('PUT', '/api/event/5', 403)).toBe(false);
    expect(clearsPages('POST', '/api/ticketing/5/basket/g/standing/1/2', 200)).toBe(false);
    expect(clearsPages('POST', '/api/session', 200)).toBe(false);
    expect(clearsPages('PUT', '/api/event/5/going', 200)).toBe(false);
  });
});
