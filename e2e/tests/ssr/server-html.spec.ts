import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../../fixtures';
import { freshPromoter, ok } from '../organizer/fresh-promoter';
import { demoRoutes, ROUTE_KEYS, routeOf } from './demo-routes';

/**
 * Issue 25: every public route answers server-rendered HTML with its primary content, links its route's
 * stylesheets and carries the hydration state; unknown ids, drafts and hostile input get the right status.
 * Hydration in Chromium is hydration.spec.ts.
 */

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
/** The web build the e2e server serves (its WEB_DIST, apps/web/dist by default). */
const MANIFEST = process.env.WEB_DIST
  ? `${process.env.WEB_DIST}/.vite/manifest.json`
  : new URL('../../../apps/web/dist/.vite/manifest.json', import.meta.url);

/** The stylesheets of a route module and its static imports, as Vite's manifest names them. */
function stylesOf(module: string): string[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || seen.has(id)) return;
    seen.add(id);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  };
  visit(module);
  if (!seen.has(module)) throw new Error(`${module} is not in the web build's manifest`);
  return [...styles];
}

/** The stylesheets the page's head makes the browser load (a disabled link is not fetched). */
const linkedStyles = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .filter((match) => !/\sdisabled\b/.test(match[0]))
    .map((match) => match[0].match(/\bhref="([^"]+)"/)?.[1] ?? '');

/** A route's stylesheets in one file (apps/server/src/modules/pages/page-assets.ts). */
const STYLE_BUNDLE = '/assets/page-styles/';

function stateOf(html: string): unknown {
  const json = html.match(/<script type="application\/json" id="marquee-state">([\s\S]*?)<\/script>/)?.[1];
  expect(json, 'the hydration state <script type="application/json" id="marquee-state">').toBeTruthy();
  return JSON.parse(json ?? 'null');
}

test.describe('server HTML (no JavaScript)', () => {
  for (const key of ROUTE_KEYS) {
    test(`${key}: status 200, primary content, hydration state, route stylesheets`, async ({ request }) => {
      const route = await routeOf(request, key);
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root.length, 'markup inside #root').toBeGreaterThan(200);
      for (const text of route.contains)
        expect(root, `the HTML of ${route.path}`).toContain(escapeHtml(text));

      const state = JSON.stringify(stateOf(html));
      for (const text of route.contains.slice(0, 1)) expect(state, 'the hydration state').toContain(text);

      // Each stylesheet is linked, or inside a linked page bundle that answers with its text.
      const linked = linkedStyles(html);
      const bundles = new Map<string, string>();
      for (const href of linked.filter((link) => link.startsWith(STYLE_BUNDLE))) {
        const answer = await request.get(href);
        expect(answer.status(), href).toBe(200);
        bundles.set(href, await answer.text());
      }
      for (const href of stylesOf(route.module)) {
        if (linked.includes(href)) continue;
        const name = href.slice(href.lastIndexOf('/') + 1, -'.css'.length);
        const bundle = [...bundles].find(([link]) =>
          link.slice(STYLE_BUNDLE.length).split(/[~.]/).includes(name),
        );
        expect(bundle, `${route.path} links ${href} or a bundle with it`).toBeTruthy();
        const own = (await (await request.get(href)).text()).replace(/^@charset "[^"]*";\s*/i, '');
        expect(bundle?.[1], `${href} inside ${bundle?.[0]}`).toContain(own.trim());
      }
    });
  }

  test('event: its picture has fetchpriority=high and an explicit size', async ({ request }) => {
    const { event, routes } = await demoRoutes(request);
    const html = await (await request.get(routes.event?.path ?? '')).text();
    test.skip(!event.ProfilePicture, 'the event has no picture');
    const image = [...html.matchAll(/<img\b[^>]*>/g)]
      .map((match) => match[0])
      .find((tag) => tag.includes(`src="${escapeHtml(event.ProfilePicture ?? '')}"`));
    expect(image, `<img src="${event.ProfilePicture}">`).toBeTruthy();
    expect(image).toMatch(/\bfetchpriority="high"/i);
    expect(image).toMatch(/\bwidth="\d+"/);
    expect(image).toMatch(/\bheight="\d+"/);
  });
});

test.describe('bad input', () => {
  const notFound = [
    ['an unknown event', '/en/events/no-such-event-e2e'],
    ['an unknown profile', '/en/no-such-profile-e2e'],
    ['an unknown article', '/en/article/00000000-0000-4000-8000-000000000000'],
    ['an unknown stream', '/en/stream/no-such-stream-e2e'],
  ] as const;
  for (const [what, path] of notFound) {
    test(`${what} is the 404 page with status 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain('data-code="404"');
      expect(html).toContain('Page not found');
    });
  }

  test('a draft event is the 404 page for a stranger', async ({ request }) => {
    // A draft of its own: the demo's drafts are published by other journeys running meanwhile.
    const { headers } = await freshPromoter(
      request,
      { email: uniqueEmail('ssr-draft'), password: 'ssr-draft-password', name: 'Draft Organizer' },
      'SSR drafts',
    );
    const draft = (await ok(
      request.post('/api/event', {
        headers,
        data: {
          ProfileName: 'A draft nobody may see',
          Begin: `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T19:00:00.000Z`,
        },
      }),
    )) as { Id: string };
    const response = await request.get(`/en/events/${draft.Id}`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-code="404"');
    expect(html).not.toContain('A draft nobody may see');
  });

  test('a hostile query string is escaped, never a 500', async ({ request }) => {
    const response = await request.get(
      '/en/events?city=%3Cscript%3Ealert(1)%3C%2Fscript%3E&x=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    );
    expect(response.status()).toBeLessThan(500);
    const html = (await response.text()).toLowerCase();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x onerror');
    expect(html).not.toMatch(/<img\b[^>]*\bonerror=/);
  });
});
