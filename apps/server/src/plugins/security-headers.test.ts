import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app';
import { contentSecurityPolicy, inlineHashes, isEmbedPath, trackingSources } from './security-headers';

// Issue 16 #6: no Content-Security-Policy, and X-Frame-Options SAMEORIGIN everywhere (which breaks the
// embeddable buy-tickets iframe). A built web app like Vite's: inline scripts before the entry.
const COLOR_SCHEME = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";
const PRELOAD = '(function(c){var e=document.createElement("link");e.href=c})("/assets/sk.js")';
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-csp-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>${PRELOAD}</script>
    <title>Marquee</title>
    <!-- a comment mentioning <script> must not confuse the scan -->
    <script>${COLOR_SCHEME}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
);
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
  proxied = await buildTestApp({ env: { WEB_DIST: webDist, TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('Content-Security-Policy on HTML pages', () => {
  it('allows our scripts and exactly the inline scripts of index.html, on every page route', async () => {
    for (const url of ['/', '/sk/events', '/en/some.band', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(
        expect.arrayContaining(["'self'", hash(PRELOAD), hash(COLOR_SCHEME)]),
      );
      expect(csp['script-src'], url).toHaveLength(3);
      expect(csp['script-src'], url).not.toContain("'unsafe-inline'");
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('hashes what a page sent as text carries, event handlers included', () => {
    const html = `<link rel="stylesheet" href="/a.css" media="print" onload="this.media='all'">
      <script>start()</script><script type="module" src="/x.js"></script><script src=/y.js></script>
      <button onclick='go(&quot;x&quot;)'>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [hash('start()')],
      handlers: [hash("this.media='all'"), hash('go("x")')],
    });
  });

  it('lets forms reach https gateways, and a configured one on plain http (the e2e GP webpay fake)', () => {
    const none = { scripts: [], handlers: [] };
    expect(contentSecurityPolicy(none, false)).toContain("form-action 'self' https:;");
    expect(contentSecurityPolicy(none, false, ['http://127.0.0.1:3191'])).toContain(
      "form-action 'self' https: http://127.0.0.1:3191;",
    );
  });

  it('allows the tracking scripts and their hits only where tracking is on (issue 22)', () => {
    const none = { scripts: [], handlers: [] };
    const urls = [
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtag/js',
    ];
    expect(contentSecurityPolicy(none, false, [], trackingSources(false, urls))).toContain(
      "script-src 'self';",
    );
    const on = contentSecurityPolicy(none, false, [], trackingSources(true, urls));
    expect(on).toContain("script-src 'self' https://connect.facebook.net https://www.googletagmanager.com;");
    expect(on).toMatch(
      /connect-src 'self' [^;]*https:\/\/www\.facebook\.com[^;]*https:\/\/\*\.google-analytics\.com/,
    );
    // A stub on the site's own path (the e2e run) needs nothing beyond 'self'.
    expect(trackingSources(true, ['/__tracking-stub/fbevents.js']).scripts).toEqual([]);
  });

  it('lets other sites frame only the embed routes', async () => {
    expect(isEmbedPath('/sk/embed/event/abc?x=1')).toBe(true);
    expect(isEmbedPath('/en/embed')).toBe(true);
    expect(isEmbedPath('/en/embedded-codes')).toBe(false);
    expect(isEmbedPath('/api/embed/x')).toBe(false);
    // Issue 22: hr, and a language we do not have (the embed turns it into en in the same framed document).
    for (const url of ['/sk/embed/event/abc', '/hr/embed/stream/s1?theme=dark', '/xx/embed/event/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(directives(res.headers['content-security-policy'])['frame-ancestors'], url).toEqual(['*']);
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
    // The pages an embed leads to stay ours: the event and stream pages (also the old stream embed
    // address), the result page and the sandbox bank's pages open top-level or in a new window.
    for (const url of ['/hr/events/abc', '/en/stream/s1/embed', '/en/paymentResult?res=OK', '/api/embed']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      const csp = res.headers['content-security-policy'];
      if (csp) expect(directives(csp)['frame-ancestors'], url).toEqual(["'self'"]);
    }
  });

  it('keeps X-Frame-Options on API answers and sends no CSP with JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only when the request came over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/sk/events' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY, a client's X-Forwarded-Proto is not believed.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/sk/events',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await proxied.app.inject({
      method: 'GET',
      url: '/sk/events',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
