// First-load JS of a page, as the budget counts it (ARCHITECTURE §6): the entry chunk, everything it
// imports statically, plus the page's lazy route chunk(s) and their static imports, and the page's
// catalog part (English texts) when index.html preloads one with it; gzip level 9.
// Each page named is counted and checked by itself; the exit code is 1 when any is over the budget.
// Usage (after `npm run build -w @marquee/web`):
//   node apps/web/scripts/first-load-size.mjs HomePage EventDetailPage [--quiet] [--dist=<dir>]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET = 170_000;
const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const distArg = args.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
const pages = args.filter((arg) => !arg.startsWith('--'));
if (pages.length === 0) throw new Error('Name at least one page chunk, e.g. HomePage');

const dist = distArg ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
if (!entry) throw new Error('No module entry in dist/index.html');

const staticImports = new Map();
/** The chunk's static imports (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy. */
function importsOf(file) {
  let found = staticImports.get(file);
  if (!found) {
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    found = [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
      (match) => match[1],
    );
    staticImports.set(file, found);
  }
  return found;
}

function walk(file, files) {
  if (files.has(file)) return;
  files.add(file);
  for (const imported of importsOf(file)) walk(imported, files);
}

const gzipSizes = new Map();
function gzipSize(file) {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

// The routes index.html preloads (vite.config.ts routeChunkPreload): [pattern, js, css, data, parts, …].
const preloaded = JSON.parse(html.match(/\}\)\((\[\[.*\]\]), location\.pathname/)?.[1] ?? '[]');
const chunkNames = fs.readdirSync(assets);
let over = false;
for (const page of pages) {
  const chunk = chunkNames.find((f) => f.startsWith(`${page}-`) && f.endsWith('.js'));
  if (!chunk) throw new Error(`No chunk named ${page}-*.js`);
  const files = new Set();
  walk(entry, files);
  walk(chunk, files);
  // A page whose texts are a catalog part gets that part (English) on its first load too.
  const part = preloaded.find((route) => route[1].includes(`/assets/${chunk}`))?.[4]?.en;
  if (part) walk(part.replace(/^\/assets\//, ''), files);

  let total = 0;
  for (const file of [...files].sort()) {
    total += gzipSize(file);
    if (!quiet) console.log(`${(gzipSize(file) / 1000).toFixed(1).padStart(7)} kB  ${file}`);
  }
  const verdict = total > BUDGET ? 'OVER BUDGET' : 'ok';
  console.log(
    `${(total / 1000).toFixed(2).padStart(7)} kB  ${page}: first-load JS gzip (budget ${BUDGET / 1000} kB) ${verdict}`,
  );
  if (total > BUDGET) over = true;
}
process.exitCode = over ? 1 : 0;
