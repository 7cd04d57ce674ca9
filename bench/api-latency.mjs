// API latency at a fixed request rate on loopback against the embedded database (or DATABASE_URL).
// Each target runs for a bounded time and stops by itself.

import fs from 'node:fs';
import autocannon from 'autocannon';
import { ensureBuilt, freshDataDir, report, startServer, stopServer } from './lib.mjs';

ensureBuilt();
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = freshDataDir('latency');
const server = await startServer({ port: 3211, dataDir, env: { SEED: 'demo' } });

const targets = [
  ['servertest', '/api/utility/servertest'],
  ['search places "kosice"', '/api/search/places?Key=kosice&Limit=10'],
  ['category tree', '/api/category'],
  ['countries (sk)', '/api/utility/getcountries'],
  ['home page HTML', '/sk/'],
];
const rows = {};
for (const [name, path] of targets) {
  const result = await autocannon({
    url: server.baseUrl + path,
    connections: 20,
    overallRate: RATE,
    duration: SECONDS,
    headers: { 'accept-language': 'sk' },
  });
  rows[name] = {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
await stopServer(server.child);
fs.rmSync(dataDir, { recursive: true, force: true });
report(`api-latency-${RATE}rps`, rows);
