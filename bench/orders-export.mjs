// node bench/orders-export.mjs (after npm run build -w @marquee/server; needs DATABASE_URL): the organizer's
// streamed exports of a big event (issue 18 budget: all orders at ≥ 20,000 rows/s with ≤ 100 MB extra
// server memory). A fresh PostgreSQL database with the demo data gets the insight fixture (40,000 orders,
// 16,000 tickets of the arena event, bench/fixtures/insight-fixture.mjs); then GET /event/{id}/export/orders
// and /attendees are downloaded as CSV and XLSX, BENCH_EXPORT_RUNS times each (default 3), the body read
// and thrown away as it arrives (a client that keeps up). Reports rows/s (best and median run) and the
// server's extra memory: peak RSS (/proc, sampled every 20 ms) and peak V8 heap (GET /api/metrics) over
// their values just before the export.

import fs from 'node:fs';
import http from 'node:http';
import { prepareInsightBench } from './fixtures/insight-fixture.mjs';
import { report, serverEntry } from './lib.mjs';

if (!fs.existsSync(serverEntry)) throw new Error('Build the server first: npm run build -w @marquee/server');
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const MiB = 1024 * 1024;

const rssOf = (pid) =>
  Number((fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/) ?? [])[1] ?? 0) * 1024;

async function heapOf(baseUrl) {
  const text = await (await fetch(`${baseUrl}/api/metrics`)).text();
  const match = text.match(/^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\d+(?:\.\d+)?(?:e\+\d+)?)/m);
  return match ? Number(match[1]) : Number.NaN;
}

/** Downloads one export, reading (and discarding) the body as it arrives; counts CSV lines. */
function download(baseUrl, path, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(`${baseUrl}/api${path}`, { headers }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          rows: Number(res.headers['x-row-count']),
          ms: performance.now() - started,
          bytes,
          lines,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(bench, kind, format) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    if (global.gc) global.gc();
    const pid = bench.child.pid;
    const rss0 = rssOf(pid);
    const heap0 = await heapOf(bench.baseUrl);
    let rssPeak = rss0;
    let heapPeak = heap0;
    let heapBusy = false;
    // RSS from /proc every 20 ms (free for the server); the heap from /api/metrics only every 250 ms, since a
    // scrape costs the server's event loop time the export would otherwise use.
    const rssSampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(pid));
    }, 20);
    const sampler = setInterval(() => {
      if (heapBusy) return;
      heapBusy = true;
      heapOf(bench.baseUrl)
        .then((h) => {
          heapPeak = Math.max(heapPeak, h);
        })
        .catch(() => {})
        .finally(() => {
          heapBusy = false;
        });
    }, 250);
    const res = await download(
      bench.baseUrl,
      `/event/${bench.eventId}/export/${kind}?format=${format}`,
      bench.auth,
    );
    clearInterval(sampler);
    clearInterval(rssSampler);
    rssPeak = Math.max(rssPeak, rssOf(pid));
    if (res.status !== 200) throw new Error(`${kind} ${format}: ${res.status}`);
    if (format === 'csv' && res.lines !== res.rows + 1)
      throw new Error(`${kind} csv: ${res.lines - 1} rows streamed, ${res.rows} announced`);
    runs.push({ ...res, rowsPerS: res.rows / (res.ms / 1000), rss: rssPeak - rss0, heap: heapPeak - heap0 });
  }
  const byRate = [...runs].sort((a, b) => b.rowsPerS - a.rowsPerS);
  return {
    rows: runs[0].rows,
    'MB out': Math.round((runs[0].bytes / MiB) * 10) / 10,
    'best rows/s': Math.round(byRate[0].rowsPerS),
    'median rows/s': Math.round(byRate[Math.floor(byRate.length / 2)].rowsPerS),
    'median s': Math.round(byRate[Math.floor(byRate.length / 2)].ms) / 1000,
    'extra RSS MB (max)': Math.round(Math.max(...runs.map((r) => r.rss)) / MiB),
    'extra heap MB (max)': Math.round(Math.max(...runs.map((r) => r.heap)) / MiB),
  };
}

const bench = await prepareInsightBench({ adminUrl: process.env.DATABASE_URL, label: 'exports' });
try {
  console.log(`fixture: ${JSON.stringify(bench.fixture)}`);
  // One untimed export warms the server (JIT, exceljs' first load, PostgreSQL's caches).
  await download(bench.baseUrl, `/event/${bench.eventId}/export/orders?format=csv`, bench.auth);
  const results = {};
  for (const [kind, format] of [
    ['orders', 'csv'],
    ['orders', 'xlsx'],
    ['attendees', 'csv'],
    ['attendees', 'xlsx'],
  ])
    results[`${kind} ${format}`] = await measure(bench, kind, format);
  report('orders-export', results);
  const orders = [results['orders csv'], results['orders xlsx']];
  const slow = orders.filter((r) => r['median rows/s'] < 20_000 || r['extra RSS MB (max)'] > 100);
  if (slow.length > 0) {
    console.error('over budget: ≥ 20,000 rows/s and ≤ 100 MB extra for the orders export');
    process.exitCode = 1;
  }
} finally {
  await bench.close();
}
