import { escapeHtml } from '../sharing/head';
import type { PageAssets } from './page-assets';

/** The id main.tsx reads the hydration state from (apps/web/src/app/ssr/server-state.ts). */
const STATE_ID = 'marquee-state';

/**
 * JSON inside a `<script type="application/json">`: data, never run, so the CSP needs no nonce for it. `<`
 * is escaped so nothing in a name or description (`</script>`, `<!--`) can end the element; U+2028/9 too.
 */
export function stateScript(state: unknown): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${STATE_ID}">${json}</script>`;
}

export interface DocumentParts {
  language: string;
  /** The app's markup, as React rendered it. */
  html: string;
  /** Null: the page is not hydrated (a 404; the browser renders the app at the address itself). */
  state: unknown;
  assets: PageAssets;
}

/**
 * A server-rendered page paints from its HTML and stylesheets; its scripts only take the page over
 * (hydration). At their default (high) priority ~150 kB of them (gzip) shared a phone's connection with the
 * stylesheets and the hero picture, and Lighthouse's model counts every high-priority script that has
 * arrived as blocking the first paint (mobile FCP 2.1–2.3 s on every public route; 1.0 s at low). At low
 * priority they come after what the first paint needs. Client-rendered pages keep index.html as it is:
 * there the script is what paints.
 */
function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin/g,
    '<$1 fetchpriority="low" crossorigin',
  );
}

/**
 * index.html (with the page's link-preview tags already in it) around the server's render: the markup in
 * #root, the hydration state after it, the route's stylesheets (render-blocking: the HTML is styled on its
 * first paint; a page bundle's files follow it as disabled links, which browsers do not fetch) and its
 * chunks as modulepreloads (fetched beside the entry, not after it has run), all scripts at low priority.
 */
export function renderDocument(indexHtml: string, parts: DocumentParts): string {
  const head = [
    ...parts.assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...parts.assets.bundledStyles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled>`,
    ),
    ...parts.assets.scripts.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('\n    ');
  const state = parts.state === null ? '' : stateScript(parts.state);
  // Function replacers: `$&` and friends in the page's text must stay literal.
  return lowPriorityScripts(indexHtml)
    .replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(parts.language)}">`)
    .replace(/<\/head>/i, () => `  ${head}\n  </head>`)
    .replace(/<div id="root"><\/div>/i, () => `<div id="root">${parts.html}</div>${state}`);
}
