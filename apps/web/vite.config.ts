import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { doorPwa } from './vite-plugins/door-pwa';
import { mantineUnusedStatics } from './vite-plugins/mantine-statics';
import { mantineComponentStyles } from './vite-plugins/mantine-styles';
import { markdownPages } from './vite-plugins/markdown-pages';
import { type OutputChunkLike, routeChunkPreload } from './vite-plugins/route-preload';

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

/**
 * react-i18next imports useSyncExternalStore from `use-sync-external-store/shim`, a CommonJS fallback for
 * React < 18 (with its interop glue, ~0.4 kB gzip on every first load). React 19 has the hook itself, and
 * the shim only hands it on when it exists; production builds take React's directly.
 */
function reactSyncExternalStore(): Plugin {
  const shim = 'virtual:marquee/use-sync-external-store-shim';
  return {
    name: 'marquee:react-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? `\0${shim}` : null),
    load: (id) => (id === `\0${shim}` ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * react-router's production chunk defines its components and contexts at module top level as
 * `var Link = React.forwardRef(...)` / `React.createContext(...)` / `React.memo(...)`: calls the bundler
 * cannot prove pure, so each is kept — with everything it references (NavLink, Form and their submit,
 * prefetch and framework-mode helpers) — even when the app never uses it. React's factories have no
 * side effects; marking them pure (and dropping the top-level `displayName` writes, a devtools nicety)
 * lets unused components drop out.
 */
function pureReactRouterFactories(): Plugin {
  const routerChunk = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
  const factory = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
  // `Link.displayName = "Link";` at top level is a write the bundler must keep, and the component with it.
  const displayName = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
  // <Link prefetch> works only in framework mode: without a FrameworkContext (a data router, as here)
  // usePrefetchBehavior always answers [false, ref, {}]. Saying so statically drops the prefetch-links
  // machinery (route-module and single-fetch URL helpers, RSC variants) that Link would otherwise keep.
  const linkPrefetch =
    /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/;
  return {
    name: 'marquee:pure-react-router-factories',
    apply: 'build',
    transform(code, id) {
      if (!routerChunk.test(id)) return null;
      let out = code.replace(factory, '$1/* @__PURE__ */ $2').replace(displayName, '');
      if (out.includes('var Link = ')) {
        if (!linkPrefetch.test(out)) throw new Error('pure-react-router-factories: Link no longer matches');
        out = out.replace(
          linkPrefetch,
          'const shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};',
        );
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Two react-router features this app never turns on, whose code its data router keeps on every first load
 * (~0.5 kB gzip): instrumentation (`unstable_instrumentations`, which createBrowserRouter is never given) and
 * React Server Components (the error boundary's RSC redirect handling runs only under an RSC router, which
 * this client-rendered app does not have). Both become `if (false)`, so their helpers drop out. The plugin
 * throws when the code no longer matches, so an upgrade cannot silently keep or break them.
 */
function reactRouterUnusedFeatures(): Plugin {
  const routerChunk = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
  const patches: { find: RegExp; replace: string; count: number }[] = [
    { find: /if \(init\.instrumentations\) \{/g, replace: 'if (false) {', count: 2 },
    {
      find: /if \(this\.context && typeof error === "object" && error && "digest" in error && typeof error\.digest === "string"\) \{/g,
      replace: 'if (false) {',
      count: 1,
    },
    {
      find: /if \(this\.context\) \{(\s*return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler)/g,
      replace: 'if (false) {$1',
      count: 1,
    },
  ];
  return {
    name: 'marquee:react-router-unused-features',
    apply: 'build',
    transform(code, id) {
      if (!routerChunk.test(id) || !code.includes('function createRouter(')) return null;
      let out = code;
      for (const { find, replace, count } of patches) {
        const found = out.match(find)?.length ?? 0;
        if (found !== count) {
          throw new Error(`react-router-unused-features: ${find} matched ${found} times, expected ${count}`);
        }
        out = out.replace(find, replace);
      }
      return { code: out, map: null };
    },
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
    // lib/storage/cookies (the language and consent cookies) was a chunk of its own on every first load.
    String.raw`src[\/]lib[\/](storage[\/](session|cookies)|dates|navigation|api[\/]client|api[\/]errors|api[\/]prefetched|ssr[\/]use-hydrated|own-task)\.ts$`,
    // Home's upcoming events: the one client of GET /event/search, shared with the all-events page.
    String.raw`src[\/]features[\/]discovery[\/]api[\/]search-events\.ts$`,
    String.raw`src[\/](i18n[\/]setup|lib[\/]routing[\/]hooks|components[\/]use-document-title|components[\/]use-near-viewport)\.ts$`,
    String.raw`src[\/]components[\/]EmptyState\.tsx$`,
    // Skeleton: home's and the event page's placeholders; Transition and Loader: Button's loading state;
    // VisuallyHidden: the cards' and the event page's hidden labels (on most public pages' first load).
    String.raw`@mantine[\/]core[\/].*[\/](Skeleton|Transition|Title|Loader|UnstyledButton|VisuallyHidden)[\/]`,
    String.raw`@tanstack[\/]react-query[\/].*[\/](queryOptions|useQuery|useBaseQuery)\.js$`,
    // Mantine's base layers: with them here they open the first stylesheet, before the CSS of the
    // components this chunk holds (vite-plugins/mantine-styles.ts puts each component's CSS with its code).
    String.raw`@mantine[\/]core[\/]styles[\/](baseline|default-css-variables|global)\.css$`,
  ].join('|'),
);

/**
 * Small Mantine helpers that lazy components share (dialogs, menus, tabs, inputs) but nothing on the first
 * load uses: one lazy chunk for them rather than a chunk each, and not in shell-common, whose every byte is
 * on every first load.
 */
const MANTINE_LAZY_COMMON = new RegExp(
  [
    String.raw`@mantine[\/]hooks[\/].*[\/](use-id|use-uncontrolled|random-id)[\/]`,
    String.raw`@mantine[\/]core[\/].*[\/](create-safe-context|get-auto-contrast-value|get-contrast-color|DirectionProvider|create-scoped-keydown-handler|find-element-ancestor)[\/]`,
  ].join('|'),
);

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
            const match = item.facadeModuleId?.match(/[\\/]src[\\/]i18n[\\/]catalogs[\\/]([a-z]{2})\.ts$/);
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

/**
 * The server-rendering bundle (issue 25; `vite build --ssr`, see package.json): entry-server.tsx and the
 * app it renders, as one Node module tree in dist-ssr/ that apps/server imports. No browser-only plugins
 * (index.html, preloads, precompression, the door's PWA); the same react-router build as the browser's so
 * both sides render the same tree.
 */
const ssrBuild = defineConfig({
  plugins: [react(), markdownPages(), reactRouterProductionBuild()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
    __BUILD_DATE__: JSON.stringify(process.env.MARQUEE_BUILD_DATE ?? new Date().toISOString()),
  },
  build: { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', sourcemap: true, manifest: false },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : browserBuild));

export const browserBuild = defineConfig({
  plugins: [
    react(),
    markdownPages(),
    mantineComponentStyles(),
    mantineUnusedStatics(),
    reactRouterProductionBuild(),
    reactSyncExternalStore(),
    pureReactRouterFactories(),
    reactRouterUnusedFeatures(),
    pureContractConstants(),
    routeChunkPreload(),
    languageCatalogPreload(),
    precompressAssets(),
    doorPwa(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
    // Sent as the BuildDate header so the server can tell stale clients apart (spec 1 §7).
    __BUILD_DATE__: JSON.stringify(process.env.MARQUEE_BUILD_DATE ?? new Date().toISOString()),
  },
  build: {
    outDir: 'dist',
    // Which stylesheets and chunks a server-rendered route needs (apps/server modules/pages reads it).
    manifest: true,
    emptyOutDir: true,
    // Hashed file names (Vite's default) let the server cache /assets/* forever.
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
    // A lazy route's stylesheets still load with it (the CSS-in-order guarantee), but its JS imports are not
    // listed for preloading: that list (every lazy chunk's dependencies, 160 file names) sat in the entry
    // chunk and cost ~2.3 kB gzip of every page's first load (ARCHITECTURE §6's 170 kB). The first page's
    // own imports are still preloaded from index.html (vite-plugins/route-preload.ts); a later navigation
    // fetches a page's imports as the browser parses it, which the shared chunks mostly already cover.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell-common', test: SHELL_COMMON, priority: 2 },
            // Not their dependencies: use-id's useIsomorphicEffect is on the first load already.
            {
              name: 'mantine-lazy-common',
              test: MANTINE_LAZY_COMMON,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      // The contract builds zod schemas at module top level (`export const X = z.object(...)`). Its
      // modules are pure definitions, and zod's builders are pure calls: saying so lets unused schemas,
      // and with them zod (~25 kB gzip), drop out of pages that only need constants and helpers.
      treeshake: {
        manualPureFunctions: ['z'],
        // A feature's index.ts only re-exports its public pieces (docs/architecture.md): importing one
        // of them must not bring the others — with their imports, zod among them — into the importer's chunk.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: 5173,
    // The API server (apps/server) listens on :3000; same-origin /api keeps cookies and CORS simple.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
