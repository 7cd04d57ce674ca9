import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/app';

// A fake built web app, so serving rules are tested without running Vite.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(webDist, 'assets', 'index-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(4000))});`,
);
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('API surface', () => {
  it('answers unknown /api paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ Code: 'NOT_FOUND' });
  });

  it('answers unknown /api paths with JSON 404 for POST too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().Code).toBe('NOT_FOUND');
  });

  it('publishes an OpenAPI 3.1 document and the docs UI', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toBe('3.1.0');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('web app serving', () => {
  it('serves the web app at the bare root (it redirects to a language client-side)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html for deep links, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sk/events/some-event?sp=0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates unhashed files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the page for a path with a dot that is not an asset (a nickname like some.band)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/some.band' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('renders demo images and 404s malformed names', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/demo/images/profile-marquee-live.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.body).toContain('<svg');
    const bad = await t.app.inject({ method: 'GET', url: '/demo/images/Bad%20Name.svg' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().Code).toBe('NOT_FOUND');
  });

  it('answers 404 rather than HTML for a missing asset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
  });
});
