// npm run bench -- ssr (after npm run build): the server-rendered event page (issue 25) at a fixed 100 req/s on
// loopback, next to the JSON API of the same event in the same run. Three servers on fresh embedded databases
// with the demo data, one after another:
//   1. SSR_CACHE_SECONDS=0: every request renders (the page), and GET /api/event/{id} of the same event;
//   2. the default HTML cache (SSR_CACHE_SECONDS unset: 5 s): anonymous requests served from the cache;
//   3. SSR=off: the client-rendered index.html the server answered before issue 25 (the floor, for reference).
// Each target gets a warm-up, then a bounded measurement; autocannon offers a fixed overall rate (overallRate), so
// these are latencies at 100 req/s, not a throughput test (req/s below 100 means the server fell behind).
// Requests carry what a browser sends (Accept: text/html, Accept-Language: en, Accept-Encoding: br, gzip), so the
// compression of the HTML is part of the cost. "name in HTML" says whether the event's name was in the page's
// HTML (server-rendered content; before issue 25 only the event page's hand-made first screen put it there). BENCH_RATE, BENCH_SECONDS, BENCH_WARMUP_SECONDS override the defaults.
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuMeter, ensureBuilt, freePort, freshDataDir, report, startServer, stopServer } from './lib.mjs';

ensureBuilt();
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = 20;
const BROWSER = { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br' };
const HTML = { ...BROWSER, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const JSON_ = { ...BROWSER, accept: 'application/json' };

async function measure(url, headers, seconds, meter) {
  const stop = meter?.start();
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
  });
  const cpu = stop?.();
  const requests = Math.max(1, result.requests.total);
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    'kB/resp': Math.round(result.throughput.total / requests / 102.4) / 10,
    // What a request costs whatever the neighbours do.
    'server CPU ms/req': cpu ? Math.round((cpu.server / requests) * 100) / 100 : null,
    'load avg': os.loadavg()[0].toFixed(1),
  };
}

/** The demo event the page rows measure: sold through us (the purchase section), linked by its nickname. */
async function demoEvent(baseUrl) {
  const events = await (await fetch(`${baseUrl}/api/event/search?perPage=40`)).json();
  const event =
    events.find((e) => e.SellingChannel === 'Marquee' && e.Nickname) ??
    events.find((e) => e.SellingChannel === 'Marquee') ??
    events[0];
  if (!event) throw new Error('no events: was the demo data seeded?');
  return event;
}

/** Whether the page's HTML (one request, as a browser asks) names the event: server-rendered content. */
async function rendersEvent(url, event) {
  const res = await fetch(url, { headers: HTML });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  const html = await res.text();
  const escaped = event.ProfileName.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.includes(event.ProfileName) || html.includes(escaped);
}

const servers = [
  { label: 'cache off', env: { SSR_CACHE_SECONDS: '0' }, withApi: true },
  { label: 'cache on (default)', env: {} },
  { label: 'SSR=off (client-rendered index.html)', env: { SSR: 'off' } },
];
// The rows set these switches themselves; the caller's shell must not leak one into another row.
delete process.env.SSR;
delete process.env.SSR_CACHE_SECONDS;
const rows = {};
for (const { label, env, withApi } of servers) {
  const dataDir = freshDataDir('ssr');
  const server = await startServer({
    port: await freePort(),
    dataDir,
    env: { SEED: 'demo', DATABASE_URL: '', ...env },
  });
  try {
    const event = await demoEvent(server.baseUrl);
    const eventPath = `/en/events/${event.Nickname ?? event.Id}`;
    const meter = cpuMeter({ pids: [server.child.pid] });
    const targets = [[`page ${eventPath}, ${label}`, `${server.baseUrl}${eventPath}`, HTML]];
    if (withApi)
      targets.push([`API /api/event/{id} (same event)`, `${server.baseUrl}/api/event/${event.Id}`, JSON_]);
    for (const [name, url, headers] of targets) {
      const ssr = headers === HTML ? await rendersEvent(url, event) : null;
      await measure(url, headers, WARMUP_SECONDS);
      rows[name] = {
        ...(await measure(url, headers, SECONDS, meter)),
        'name in HTML': ssr === null ? '' : ssr ? 'yes' : 'no',
      };
    }
  } finally {
    await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
report(`ssr-pglite-${RATE}rps`, rows);
