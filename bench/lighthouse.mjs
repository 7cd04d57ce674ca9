// Lighthouse mobile (issue 25) on every public route of a running server: the performance and accessibility
// categories with Lighthouse's default mobile emulation and simulated throttling, N runs per route, and the
// median of each figure per route (Lighthouse's own advice for a noisy machine).
//
//   node bench/lighthouse.mjs [baseUrl] [--runs=5] [--label=before] [--routes=home,event] [--note="…"]
//
// baseUrl defaults to http://localhost:3000 (a server started with `npm start`; it needs the demo data, which a
// new database gets unless SEED=none). The demo event, profile, article and stream are found through the API.
// Runs go round-robin over the routes so a neighbour's burst of load spreads over all of them; the 1-minute load
// average before each run and Lighthouse's CPU benchmark index are saved with it (this machine is shared).
// Results: stdout and bench/results/lighthouse[-<label>].json. Lighthouse is not a dependency: it runs through
// `npx --yes lighthouse@12.8.2` (the newest release that runs on Node 20; 13.x wants Node ≥ 22.19) on Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium; `apt-get install -y chromium`), headless, no sandbox.
//
// Figures: perf and a11y = category scores (0–100); LCP, TBT in ms; CLS; script kB = bytes of JavaScript
// transferred (over the wire, compressed) during the page load as Lighthouse's resource summary counts them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './lib.mjs';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const baseUrl = (args.find((a) => !a.startsWith('--')) ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Number(option('runs') ?? process.env.LH_RUNS ?? 5);
const label = option('label') ?? process.env.LH_LABEL;
const onlyRoutes = option('routes')?.split(',');
const note = option('note');

if (!fs.existsSync(CHROME_PATH))
  throw new Error(`No Chromium at ${CHROME_PATH}: apt-get install -y chromium`);

async function getJson(urlPath) {
  const res = await fetch(`${baseUrl}${urlPath}`);
  if (!res.ok) throw new Error(`GET ${urlPath}: ${res.status}`);
  return res.json();
}

/** The demo content behind the parametrised routes, read through the public API. */
async function demoRoutes() {
  const events = await getJson('/api/event/search?perPage=40');
  // An event sold through us (its page has the purchase section) with a nickname, as a shared link has it.
  const event =
    events.find((e) => e.SellingChannel === 'Marquee' && e.Nickname) ??
    events.find((e) => e.SellingChannel === 'Marquee') ??
    events[0];
  if (!event) throw new Error('no events: was the demo data seeded?');
  const detail = await getJson(`/api/event/${event.Id}`);
  const articles = await getJson('/api/article');
  const streams = await getJson('/api/stream');
  const profile =
    detail.Lineup?.find((l) => l.ProfileRef?.Nickname)?.ProfileRef.Nickname ??
    articles[0]?.Author?.Nickname ??
    streams[0]?.Author?.Nickname;
  if (!articles[0] || !streams[0] || !profile) throw new Error('demo articles, streams or profiles missing');
  return {
    home: '/en/',
    'all-events': '/en/events',
    'event-detail': `/en/events/${event.Nickname ?? event.Id}`,
    'profile-detail': `/en/${profile}`,
    'all-articles': '/en/all-articles',
    'article-detail': `/en/article/${articles[0].Id}`,
    'stream-detail': `/en/stream/${streams[0].Nickname ?? streams[0]._id}`,
    // The organizer product page the organizer toast links to (how selling works, the fee).
    'info.ticketing': '/en/info/ticketing',
  };
}

async function lighthouse(url, outFile) {
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${outFile}`,
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
  );
  const lhr = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const script = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    a11y: Math.round(lhr.categories.accessibility.score * 100),
    'FCP ms': Math.round(audit('first-contentful-paint')),
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    'script kB': script ? Math.round(script.transferSize / 102.4) / 10 : null,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings ?? [],
  };
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const routes = Object.entries(await demoRoutes()).filter(
  ([name]) => !onlyRoutes || onlyRoutes.includes(name),
);
// Warm the server's read caches and the HTTP path once, so the first audit does not measure a cold process.
for (const [, urlPath] of routes) await fetch(`${baseUrl}${urlPath}`).then((r) => r.arrayBuffer());

/** One audit; Lighthouse sometimes loses its trace on a loaded machine (NO_NAVSTART, NO_FCP): up to 3 tries. */
async function audit(url, outFile) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, outFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `  retrying ${url}: ${
          String(error.stderr || error.message)
            .trim()
            .split('\n')[0]
        }`,
      );
    }
  }
}

const FIGURES = [
  'perf',
  'LCP ms',
  'TBT ms',
  'CLS',
  'a11y',
  'script kB',
  'FCP ms',
  'benchmarkIndex',
  'load avg',
];
function mediansOf(runs) {
  const medians = {};
  for (const [name, urlPath] of routes) {
    if (runs[name].length === 0) continue;
    medians[name] = { path: urlPath, runs: runs[name].length };
    for (const figure of FIGURES) medians[name][figure] = median(runs[name].map((r) => r[figure]));
    const perfs = runs[name].map((r) => r.perf);
    medians[name]['perf min–max'] = `${Math.min(...perfs)}–${Math.max(...perfs)}`;
  }
  return medians;
}

const name = label ? `lighthouse-${label}` : 'lighthouse';
const outFile = path.join(root, 'bench', 'results', `${name}.json`);
const started = performance.now();
/** Written after every run, so a run that fails for good still leaves the ones before it. */
function save(runs) {
  const data = {
    baseUrl,
    date: new Date().toISOString(),
    lighthouse: Object.values(runs).flat()[0]?.lighthouseVersion,
    chromium: CHROME_PATH,
    settings:
      'mobile emulation, simulated throttling (Lighthouse defaults); categories performance, accessibility',
    runsPerRoute: RUNS,
    minutes: Math.round((performance.now() - started) / 6000) / 10,
    cpus: os.cpus().length,
    ...(note ? { note } : {}),
    medians: mediansOf(runs),
    runs,
  };
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${JSON.stringify(data, null, 2)}\n`);
  return data;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-lighthouse-'));
const runs = Object.fromEntries(routes.map(([name]) => [name, []]));
try {
  for (let i = 0; i < RUNS; i++) {
    for (const [name, urlPath] of routes) {
      const load = os.loadavg()[0];
      const result = await audit(`${baseUrl}${urlPath}`, path.join(tmp, `${name}-${i}.json`));
      runs[name].push({ ...result, 'load avg': Math.round(load * 10) / 10 });
      save(runs);
      console.log(
        `run ${i + 1}/${RUNS} ${name}: perf ${result.perf}, LCP ${result['LCP ms']} ms, TBT ${result['TBT ms']} ms, ` +
          `CLS ${result.CLS}, a11y ${result.a11y}, script ${result['script kB']} kB (load ${load.toFixed(1)})`,
      );
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

const data = save(runs);
console.log(`\n# ${name} (median of ${RUNS}, ${data.minutes} min, ${baseUrl})`);
console.table(data.medians);
