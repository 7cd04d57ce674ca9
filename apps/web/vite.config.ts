import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

export default defineConfig({
  plugins: [react(), reactRouterProductionBuild()],
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
