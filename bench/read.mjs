// Read latency of the discovery API at a fixed request rate on loopback, next to a bare Fastify hello-world
// measured in the same run (the floor this machine and autocannon allow). With DATABASE_URL the built
// server runs on a fresh PostgreSQL database created for the run and dropped afterwards; without it, on
// the embedded database. Every target runs for a bounded time after a short warm-up.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMeter, ensureBuilt, freshDataDir, report, root, startServer, stopServer } from './lib.mjs';

ensureBuilt();
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 20;
const adminUrl = process.env.DATABASE_URL;

/** A throw-away PostgreSQL database next to DATABASE_URL's (the name is ours: [a-z0-9_] only). */
async function withAdmin(run) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const HELLO = `
  import Fastify from 'fastify';
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('ready');
`;

async function startHello(port) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
  });
  return child;
}

async function measure(url, seconds, meter, headers) {
  const stop = meter?.start();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
    ...(headers ? { headers } : {}),
  });
  const cpu = stop?.();
  const requests = Math.max(1, result.requests.total);
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.non2xx,
    // What a request costs whatever the neighbours do (server process, and its PostgreSQL backends).
    'server CPU ms/req': cpu ? Math.round((cpu.server / requests) * 100) / 100 : null,
    'PG CPU ms/req': cpu && dbName ? Math.round((cpu.postgres / requests) * 100) / 100 : null,
    'load avg': os.loadavg()[0].toFixed(1),
  };
}

let dbName;
let env = { SEED: 'demo', DATABASE_URL: '' };
if (adminUrl) {
  dbName = `marquee_bench_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${dbName}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  env = { SEED: 'demo', DATABASE_URL: url.toString() };
}

const dataDir = freshDataDir('read');
const hello = await startHello(3214);
const server = await startServer({ port: 3213, dataDir, env });
// The freshly seeded database has no planner statistics yet; a deployment's autovacuum gathers them within a
// minute (this machine's PostgreSQL runs with autovacuum off). Without them every prepared statement is
// re-planned per execution (custom plans look cheaper on empty estimates), which is not what we serve.
if (dbName) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query('ANALYZE').finally(() => client.end());
}
const rows = {};
try {
  // A real event id for /event/{id}: the first page of the listing.
  const listing = await (await fetch(`${server.baseUrl}/api/event/search?perPage=18`)).json();
  const eventId = listing[0]?.Id;
  if (!eventId) throw new Error('no events: was the demo data seeded?');
  const targets = [
    ['hello-world (bare Fastify)', 'http://127.0.0.1:3214/'],
    ['GET /event/search', `${server.baseUrl}/api/event/search?perPage=18`],
    // What a browser asks (10 kB of JSON is over @fastify/compress's 1 kB threshold): the compression cost.
    [
      'GET /event/search (Accept-Encoding: br, gzip)',
      `${server.baseUrl}/api/event/search?perPage=18`,
      { 'accept-encoding': 'gzip, deflate, br' },
    ],
    ['GET /event/{id}', `${server.baseUrl}/api/event/${eventId}`],
    ['GET /search/multiple "kosice"', `${server.baseUrl}/api/search/multiple?Key=kosice`],
    ['GET /search/multiple "metalica" (typo)', `${server.baseUrl}/api/search/multiple?Key=metalica`],
  ];
  const meters = {
    hello: cpuMeter({ pids: [hello.pid] }),
    server: cpuMeter({ pids: [server.child.pid], database: dbName }),
  };
  const only = process.env.BENCH_ONLY; // a substring of the target names, to re-measure one
  for (const [name, url, headers] of targets) {
    if (only && !name.includes(only) && !name.startsWith('hello')) continue;
    const meter = url.startsWith('http://127.0.0.1:3214/') ? meters.hello : meters.server;
    await measure(url, WARMUP_SECONDS, undefined, headers);
    rows[name] = await measure(url, SECONDS, meter, headers);
  }
} finally {
  await stopServer(server.child);
  await stopServer(hello);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (dbName) await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
}
// READ_CACHE_MS=0 (passed on to the server) measures every request as a miss of the read memos.
const uncached = process.env.READ_CACHE_MS === '0' ? '-uncached' : '';
report(`read-${adminUrl ? 'postgres' : 'pglite'}-${RATE}rps${uncached}`, rows);
