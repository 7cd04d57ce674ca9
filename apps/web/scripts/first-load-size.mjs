// First-load JS of a page, as the budget counts it (ARCHITECTURE §6): the entry chunk, everything it
// imports statically, plus the page's lazy route chunk(s) and their static imports, and the page's
// catalog part (English texts) when index.html preloads one with it; gzip level 9.
// Usage (after `npm run build -w @marquee/web`): node apps/web/scripts/first-load-size.mjs HomePage [...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
if (!entry) throw new Error('No module entry in dist/index.html');

const files = new Set();
function walk(file) {
  if (files.has(file)) return;
  files.add(file);
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy.
  for (const match of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    walk(match[1]);
  }
}
walk(entry);
// The routes index.html preloads (vite.config.ts routeChunkPreload): [pattern, js, css, data, parts, …].
const preloaded = JSON.parse(html.match(/\}\)\((\[\[.*\]\]), location\.pathname/)?.[1] ?? '[]');
for (const page of process.argv.slice(2)) {
  const chunk = fs.readdirSync(assets).find((f) => f.startsWith(`${page}-`) && f.endsWith('.js'));
  if (!chunk) throw new Error(`No chunk named ${page}-*.js`);
  walk(chunk);
  // A page whose texts are a catalog part gets that part (English) on its first load too.
  const part = preloaded.find((route) => route[1].includes(`/assets/${chunk}`))?.[4]?.en;
  if (part) walk(part.replace(/^\/assets\//, ''));
}

let total = 0;
for (const file of [...files].sort()) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`${(total / 1000).toFixed(2).padStart(7)} kB  total gzip (budget 170 kB)`);
process.exitCode = total > 170_000 ? 1 : 0;
