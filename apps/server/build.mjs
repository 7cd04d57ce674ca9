// Bundles the server (and the workspace contract it imports as TypeScript) into dist/main.js.
// npm dependencies stay external: they are installed next to it and some ship native or WASM files.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@marquee/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Migrations are read from src/db/migrations at run time (see db/client.ts migrationsFolder).
  logLevel: 'info',
});
