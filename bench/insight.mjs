// npm run bench:insight (after npm run build -w @marquee/server; needs DATABASE_URL): organizer statistics of
// a big event. A fresh PostgreSQL database with the demo data gets the insight fixture (16,000 sold tickets
// across 40,000 orders of the arena event, bench/fixtures/insight-fixture.mjs); then
// GET /event/{id}/statistics is asked BENCH_INSIGHT_REQUESTS times (default 200) one after another (the
// budget is a single organizer's page load, ARCHITECTURE §6 "statistics p99 ≤ 150 ms"), and again with a
// date range of the last 3 days (hour buckets); GET /event/{id}/commissions too. Reports p50/p99 as JSON.

import fs from 'node:fs';
import http from 'node:http';
import { prepareInsightBench } from './fixtures/insight-fixture.mjs';
import { report, serverEntry } from './lib.mjs';

if (!fs.existsSync(serverEntry)) throw new Error('Build the server first: npm run build -w @marquee/server');
const REQUESTS = Number(process.env.BENCH_INSIGHT_REQUESTS ?? 200);
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function get(baseUrl, path, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api${path}`, { method: 'GET', agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(baseUrl, path, headers, count) {
  // A few warm-up calls: the first ones plan the statements and fill the offer cache.
  let last = null;
  for (let i = 0; i < 5; i++) last = await get(baseUrl, path, headers);
  if (last.status !== 200) throw new Error(`${path}: ${last.status} ${last.body}`);
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await get(baseUrl, path, headers);
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { times, body: JSON.parse(last.body), bytes: Buffer.byteLength(last.body) };
}

const bench = await prepareInsightBench({ adminUrl: process.env.DATABASE_URL, label: 'insight' });
try {
  const { baseUrl, eventId, auth } = bench;
  const whole = await measure(baseUrl, `/event/${eventId}/statistics`, auth, REQUESTS);
  const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const ranged = await measure(
    baseUrl,
    `/event/${eventId}/statistics?from=${encodeURIComponent(from)}`,
    auth,
    REQUESTS,
  );
  const commissions = await measure(baseUrl, `/event/${eventId}/commissions`, auth, Math.min(REQUESTS, 100));
  const orders = (
    await bench.db.query('select count(*)::int as n from orders where event_id = $1', [eventId])
  ).rows[0].n;
  const totals = whole.body.Totals[0];
  report('insight-postgres', {
    orders: { value: orders },
    'tickets (Totals)': { value: totals.Tickets },
    'sold (sectors)': { value: whole.body.Sectors.reduce((sum, s) => sum + s.Sold, 0) },
    'fixture ms': { value: bench.fixture.ms },
    requests: { value: REQUESTS },
    'statistics ms p50': { value: Number(percentile(whole.times, 50).toFixed(1)) },
    'statistics ms p99 (budget 150)': { value: Number(percentile(whole.times, 99).toFixed(1)) },
    'statistics answer kB': { value: Math.round(whole.bytes / 1024) },
    'statistics 3 days, hourly ms p50': { value: Number(percentile(ranged.times, 50).toFixed(1)) },
    'statistics 3 days, hourly ms p99 (budget 150)': {
      value: Number(percentile(ranged.times, 99).toFixed(1)),
    },
    'commissions ms p50': { value: Number(percentile(commissions.times, 50).toFixed(1)) },
    'commissions ms p99': { value: Number(percentile(commissions.times, 99).toFixed(1)) },
  });
} finally {
  agent.destroy();
  await bench.close();
}
