// First load of a page, as the budget counts it (ARCHITECTURE §6: first-load JS ≤ 170 kB gzip), from the build:
// - JS: the entry chunk and everything it imports statically, the page's lazy route chunk and its static
//   imports, and what the route waits for before it renders (its catalog parts in English, an info page's
//   loader and Markdown; PAGES below). With server rendering (issue 25) the browser hydrates only once the
//   matched route has loaded (main.tsx), so all of it is on the first load.
// - CSS: index.html's stylesheets and the route's (its chunk's and its static imports'), as the server links
//   them from Vite's manifest (apps/server modules/pages/page-assets.ts).
// gzip level 9; each page counted by itself. Pages named plainly are checked: the exit code is 1 when one is
// over either budget. Pages named in --report are measured and listed (marked "over") without failing: they
// are being cut (docs/journal.md); move one to the checked list once it is within budget.
// Usage (after `npm run build -w @marquee/web`):
//   node apps/web/scripts/first-load-size.mjs HomePage EventDetailPage [--report=ProfileDetailPage,…]
//        [--quiet] [--dist=<dir>]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const JS_BUDGET = 170_000;
/**
 * ARCHITECTURE §6 names no CSS number; proposed with issue 25 (the server links the route's stylesheets in the
 * head, so they block its first paint): 25 kB gzip, all events the largest at 23.3 kB, the rest 12–17 kB.
 */
const CSS_BUDGET = 25_000;

/**
 * What each public route loads before it renders besides its chunk (Vite manifest keys): the catalog parts
 * app/router.tsx wraps it with (withCatalogPart; withTexts = the accounts part), the info pages' loader,
 * texts and Markdown (features/info/page-loaders.ts; /en/info measured).
 */
const PAGES = {
  HomePage: ['src/i18n/home/en.json'],
  AllEventsPage: ['src/i18n/discovery/en.json'],
  EventDetailPage: ['src/i18n/events/en.json'],
  ProfileDetailPage: ['src/i18n/content/en.json'],
  AllArticlesPage: ['src/i18n/content/en.json'],
  ArticleDetailPage: ['src/i18n/content/en.json'],
  StreamDetailPage: [
    'src/i18n/content/en.json',
    'src/features/streams/page-texts.ts',
    'src/i18n/stream-page/en.json',
  ],
  ContentPage: [
    'src/features/info/page-loaders.ts',
    'src/i18n/pages/en.json',
    'src/content/pages/info.en.md',
  ],
  CategoryPage: ['src/features/info/page-loaders.ts', 'src/i18n/pages/en.json', 'src/i18n/content/en.json'],
  PaymentResultPage: ['src/i18n/checkout/en.json'],
};

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const checked = args.filter((arg) => !arg.startsWith('--'));
const reported = (option('report') ?? '').split(',').filter(Boolean);
if (checked.length + reported.length === 0) throw new Error('Name at least one page chunk, e.g. HomePage');

const dist = option('dist') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
if (!entry) throw new Error('No module entry in dist/index.html');

const staticImports = new Map();
/** The chunk's static imports (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy. */
function importsOf(file) {
  let found = staticImports.get(file);
  if (!found) {
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    found = [
      ...code.matchAll(/(?:^|[;\n}]|\*\/)\s*import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g),
    ].map((match) => match[1]);
    staticImports.set(file, found);
  }
  return found;
}

function walk(file, files) {
  if (files.has(file)) return;
  files.add(file);
  for (const imported of importsOf(file)) walk(imported, files);
}

/** A manifest entry's stylesheets and its static imports' (as page-assets.ts collects them). */
function stylesOf(key, styles, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) stylesOf(imported, styles, seen);
  for (const css of chunk.css ?? []) styles.add(css.replace(/^assets\//, ''));
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
const kB = (bytes) => (bytes / 1000).toFixed(2);
const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

function measure(page) {
  const key = Object.keys(manifest).find((id) => manifest[id].isDynamicEntry && manifest[id].name === page);
  if (!key) throw new Error(`No lazy chunk named ${page} in the build's manifest`);
  const extra = PAGES[page];
  if (!extra) throw new Error(`${page}: not in first-load-size.mjs PAGES (what its route loads with it)`);
  const js = new Set();
  walk(entry, js);
  walk(path.basename(manifest[key].file), js);
  const texts = new Set();
  for (const id of extra) {
    const file = manifest[id]?.file;
    if (!file) throw new Error(`${page}: ${id} is not in the build's manifest`);
    walk(path.basename(file), texts);
  }
  for (const file of js) texts.delete(file);
  const css = new Set();
  stylesOf('index.html', css);
  stylesOf(key, css);
  for (const id of extra) stylesOf(id, css);
  if (!quiet) {
    console.log(`${page}:`);
    for (const file of [...js, ...texts, ...css].sort())
      console.log(`${kB(gzipSize(file)).padStart(9)} kB  ${file}`);
  }
  return { page, code: sum(js), texts: sum(texts), css: sum(css) };
}

const rows = [...checked.map((page) => ({ ...measure(page), checked: true })), ...reported.map(measure)];
let failed = false;
const line = (cells) => `| ${cells.join(' | ')} |`;
console.log(
  line([
    'page',
    'JS gzip kB',
    'of which texts',
    `JS ≤ ${JS_BUDGET / 1000}`,
    'CSS gzip kB',
    `CSS ≤ ${CSS_BUDGET / 1000}`,
  ]),
);
console.log(line(['---', '---:', '---:', '---', '---:', '---']));
for (const row of rows) {
  const js = row.code + row.texts;
  const verdict = (bytes, budget) => {
    if (bytes <= budget) return 'ok';
    if (row.checked) {
      failed = true;
      return 'OVER BUDGET';
    }
    return 'over (not checked)';
  };
  const jsVerdict = verdict(js, JS_BUDGET);
  const cssVerdict = verdict(row.css, CSS_BUDGET);
  console.log(line([row.page, kB(js), kB(row.texts), jsVerdict, kB(row.css), cssVerdict]));
  if (!row.checked && jsVerdict === 'ok' && cssVerdict === 'ok')
    console.log(`  ${row.page} is within budget now: check it (name it without --report).`);
}
process.exitCode = failed ? 1 : 0;
