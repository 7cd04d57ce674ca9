import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The version shown in the footer is the product's (root) version, not this workspace's, so the
// lead bumps one number per release.
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * react-router 7's package exports point every condition at its development build (dev warnings
 * and all; remix-run/react-router#12532, #14102). Production bundles take the production build it
 * ships next to it, which is smaller and silent.
 */
function reactRouterProductionBuild(): Plugin {
  const require = createRequire(import.meta.url);
  const entry = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
  return {
    name: 'marquee:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? entry : null),
  };
}

interface EsNode {
  type: string;
  start: number;
  end: number;
  declaration?: EsNode | null;
  kind?: string;
  declarations?: { init: EsNode | null }[];
}

/**
 * The contract's modules are pure definitions, but a top-level `X = OtherSchema.extend(...)` or
 * `z.object({ lang: LanguageSchema.optional() })` is a call the bundler cannot prove pure, so it keeps
 * it — and with it every schema it names, zod included — in whatever chunk holds the module. Since the
 * first load needs languages.ts (LANGUAGES, isLanguage), one such line in a lazily used module was
 * enough to put zod (~25 kB gzip) on every page. Marking each top-level constant's initializer as a
 * pure call lets unused ones drop out wherever they are.
 */
function pureContractConstants(): Plugin {
  const contractModule = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;
  const keep = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression']);
  return {
    name: 'marquee:pure-contract-constants',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!contractModule.test(id) || id.endsWith('.test.ts')) return null;
      const program = this.parse(code) as unknown as { body: EsNode[] };
      const spans: [number, number][] = [];
      for (const node of program.body) {
        const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (init && !keep.has(init.type)) spans.push([init.start, init.end]);
        }
      }
      let out = code;
      for (const [start, end] of spans.reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Modules every page loads (the shell's own imports and the home page's), kept in one chunk. Left to
 * automatic splitting, each new lazy page reshuffles them into more small shared chunks; every chunk
 * costs import/export glue and compresses on its own, which had grown the home page's first load by
 * ~6 kB gzip. Only list modules that are on the first load anyway (a module here, and what it imports,
 * is downloaded by every page); `npm run size` guards the budget.
 */
const SHELL_COMMON = new RegExp(
  [
    String.raw`node_modules[\/]react-router[\/]`,
    String.raw`packages[\/]contract[\/]src[\/](languages|limits|headers)\.ts$`,
    String.raw`src[\/]lib[\/](storage[\/]session|dates|navigation|api[\/]client|api[\/]errors)\.ts$`,
    String.raw`src[\/](i18n[\/]setup|app[\/]hooks|components[\/]use-document-title)\.ts$`,
    String.raw`src[\/]components[\/]EmptyState\.tsx$`,
    String.raw`@mantine[\/]hooks[\/].*[\/](use-id|use-uncontrolled)[\/]`,
    String.raw`@mantine[\/]core[\/].*[\/](create-safe-context|get-auto-contrast-value|DirectionProvider|Skeleton|Transition|Title|Loader|create-scoped-keydown-handler|UnstyledButton)[\/]`,
    String.raw`@tanstack[\/]react-query[\/].*[\/](queryOptions|useQuery|useBaseQuery)\.js$`,
  ].join('|'),
);

/**
 * Pages whose route chunk the HTML starts loading itself, next to the entry, when the URL is theirs.
 * Left to the router, a lazy page is requested only after the entry has downloaded and run: one more
 * round trip before the first paint (measured on home: FCP 2.8 s → see docs/decisions.md). An inline
 * script (CSP is off; the color-scheme script is inline too) matches location.pathname and adds
 * <link rel=modulepreload> for the page chunk and its static imports and <link rel=preload as=style>
 * for its CSS; Vite's own loader then finds them in the cache.
 */
const PRELOADED_ROUTES: { chunk: string; path: RegExp; data?: string[]; part?: string }[] = [
  // Home: /en, /en/. The slider's spots are its largest paint on a phone, so their call starts here too
  // (features/home/api/prefetched.ts takes the answer).
  { chunk: 'HomePage', path: /^\/[a-z]{2}\/?$/, data: ['/spot?Name=Homepage-slider'] },
  // Event page (a landing page for shared links): the event itself ($1 = id or nickname; the deprecated
  // all-events path is a redirect). features/events/api/get-event.ts takes the answer.
  {
    chunk: 'EventDetailPage',
    path: /^\/[a-z]{2}\/events\/(?!all-events\/?$)([^/]+)\/?$/,
    data: ['/event/$1'],
    // The page renders only once its catalog part (i18n/events/{lang}.json) is in: fetch it early too.
    part: 'events',
  },
];

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  facadeModuleId?: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

type PreloadedRoute = [
  pattern: string,
  js: string[],
  css: string[],
  data: string[],
  /** The route's catalog part, by language. */
  parts: Record<string, string>,
];

/**
 * Runs inline in index.html (serialized with toString, so it must not use anything outside itself).
 * Early API calls go out anonymously in the URL's language; the page uses an answer only when those
 * match its own request (features/home/api/prefetched.ts). When an answer is a list of cards (the
 * slider's spots, groups opened), the first two pictures — the first slide on a wide screen — are
 * preloaded too: on a phone that picture is the page's largest paint.
 */
function routePreloader(routes: PreloadedRoute[], pathname: string) {
  const route = routes.find(([pattern]) => new RegExp(pattern).test(pathname));
  if (!route) return;
  const [, js, css, data, parts] = route;
  const groups = new RegExp(route[0]).exec(pathname) ?? [];
  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.as = as;
    // Scripts and styles are fetched in CORS mode by the page; images are not.
    if (as !== 'image') element.crossOrigin = '';
    // Preloaded pictures are the page's largest paint; a plain image preload would be fetched at low priority.
    else element.fetchPriority = 'high';
    document.head.appendChild(element);
  };
  for (const href of js) link('modulepreload', href);
  for (const href of css) link('preload', href, 'style');
  const lang = pathname.split('/')[1] ?? '';
  if (parts[lang]) link('modulepreload', parts[lang]);
  const prefetch: { lang: string; calls: Record<string, Promise<unknown>>; data: Record<string, unknown> } = {
    lang,
    calls: {},
    data: {},
  };
  (window as unknown as { __marqueePrefetch: typeof prefetch }).__marqueePrefetch = prefetch;
  type Card = {
    ProfilePicture?: string | null;
    Ref?: { ProfilePicture?: string | null } | null;
    Children?: Card[];
  };
  const pictures = (cards: unknown, into: string[]): string[] => {
    // One entity (the event page's event): its picture is the page's top image, not shown for past events.
    const one = cards as (Card & { IsPast?: boolean }) | null;
    if (one && !Array.isArray(one) && typeof one.ProfilePicture === 'string' && !one.IsPast)
      into.push(one.ProfilePicture);
    if (!Array.isArray(cards)) return into;
    for (const card of cards as Card[]) {
      if (card?.Children?.length) pictures(card.Children, into);
      else if (card?.ProfilePicture || card?.Ref?.ProfilePicture)
        into.push((card.ProfilePicture || card.Ref?.ProfilePicture) as string);
    }
    return into;
  };
  for (const template of data) {
    // $1… in a data path are the route pattern's groups (an event page's id).
    const path = template.replace(/\$(\d)/g, (_, n: string) => groups[Number(n)] ?? '');
    prefetch.calls[path] = fetch(`/api${path}`, {
      credentials: 'same-origin',
      headers: { 'Accept-Language': lang },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        prefetch.data[path] = body;
        for (const picture of pictures(body, []).slice(0, 2)) link('preload', picture, 'image');
        return body;
      })
      .catch(() => null);
  }
}

function routeChunkPreload(): Plugin {
  return {
    name: 'marquee:route-chunk-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, OutputChunkLike> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // Whatever the entry imports statically is in the HTML already.
        const loaded = new Set<string>();
        const collect = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) collect(next, into);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName, loaded);

        const routes = PRELOADED_ROUTES.flatMap(({ chunk: name, path, data = [], part }) => {
          const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.name === name);
          if (!page) throw new Error(`route-chunk-preload: no lazy chunk named ${name}`);
          const files = new Set<string>();
          collect(page.fileName, files);
          const js = [...files].filter((file) => !loaded.has(file));
          const cssOf = (list: Iterable<string>) =>
            [...list].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          const loadedCss = new Set(cssOf(loaded));
          const css = [...new Set(cssOf(files))].filter((file) => !loadedCss.has(file));
          const route: PreloadedRoute = [
            path.source,
            js.map((file) => `/${file}`),
            css.map((file) => `/${file}`),
            data,
            Object.fromEntries(
              chunks.flatMap((chunk) => {
                const match = part
                  ? chunk.facadeModuleId?.match(
                      new RegExp(`[\\\\/]i18n[\\\\/]${part}[\\\\/]([a-z]{2})\\.json$`),
                    )
                  : null;
                return match?.[1] ? [[match[1], `/${chunk.fileName}`]] : [];
              }),
            ),
          ];
          return [route];
        });
        const script = `(${routePreloader.toString()})(${JSON.stringify(routes)}, location.pathname)`;
        // Right after the charset, before any stylesheet: an inline script after a stylesheet would
        // wait for that stylesheet to load.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('route-chunk-preload: index.html has no <meta charset>');
        return html.replace(charset, (tag) => `${tag}\n    <script>${script}</script>`);
      },
    },
  };
}

/**
 * English texts ship with the entry; another language's base catalog is a chunk the app imports before
 * its first render — a round trip after the entry ran (Lighthouse on /sk/ home: LCP +0.4 s). A one-line
 * inline script preloads the URL's language catalog next to the entry.
 */
function languageCatalogPreload(): Plugin {
  return {
    name: 'marquee:language-catalog-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, OutputChunkLike> | undefined;
        if (!bundle) return html;
        const catalogs = Object.fromEntries(
          Object.values(bundle).flatMap((item) => {
            const match = item.facadeModuleId?.match(/[\\/]src[\\/]i18n[\\/]([a-z]{2})\.json$/);
            return item.type === 'chunk' && match?.[1] ? [[match[1], `/${item.fileName}`]] : [];
          }),
        );
        const script = `(function(c,l){if(c[l]){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=c[l];document.head.appendChild(e)}})(${JSON.stringify(catalogs)},location.pathname.split('/')[1])`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        return html.replace(charset, (tag) => `${tag}\n    <script>${script}</script>`);
      },
    },
  };
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each hashed script, stylesheet and SVG, which the
 * server sends as they are (@fastify/static `preCompressed`). Compressing on the fly used fast settings:
 * the entry chunk went out as 90 kB of brotli instead of 77 kB, and the first load is bandwidth-bound
 * on a phone.
 */
function precompressAssets(): Plugin {
  const compressible = /\.(?:js|css|svg)$/;
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'marquee:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (item) => {
          if (!item.fileName.startsWith('assets/') || !compressible.test(item.fileName)) return;
          const source = item.type === 'chunk' ? item.code : item.source;
          // Two calls, not one: Buffer.from's overloads take a string or bytes, not the union.
          const data = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (data.length < 1024) return;
          const file = join(dir, item.fileName);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipAsync(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    pureContractConstants(),
    routeChunkPreload(),
    languageCatalogPreload(),
    precompressAssets(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
    // Sent as the BuildDate header so the server can tell stale clients apart (spec 1 §7).
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names (Vite's default) let the server cache /assets/* forever.
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell-common', test: SHELL_COMMON }] } },
      // The contract builds zod schemas at module top level (`export const X = z.object(...)`). Its
      // modules are pure definitions, and zod's builders are pure calls: saying so lets unused schemas,
      // and with them zod (~25 kB gzip), drop out of pages that only need constants and helpers.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    // The API server (apps/server) listens on :3000; same-origin /api keeps cookies and CORS simple.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
