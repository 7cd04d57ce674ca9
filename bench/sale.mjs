// npm run bench:sale (after npm run build; needs DATABASE_URL): N concurrent buyers (default 200) hold seats
// of one seating sector and standing tickets of one standing sector through the HTTP API of the built
// server, on a fresh PostgreSQL database with the demo data (the 16,138-seat arena event). Prints holds/s,
// p50/p99 latency and the oversold count (must be 0), next to the raw PostgreSQL conditional-update hold rate
// measured in the same run, against one and then two server processes sharing the database.
//
// Methodology. The buyer rows are a CLOSED loop: each buyer sends its next hold as soon as the previous one
// answers, so the run is always saturated and, by Little's law, mean latency = buyers / throughput (200
// buyers at 1,000 holds/s is 200 ms whatever the server does): they measure capacity (holds/s, CPU per
// hold), and their latency measures the queue. The "open loop" rows (1 process, after the closed ones)
// measure latency: holds are offered at fixed rates (BENCH_SALE_RATES, default 500,1000,1500 per second)
// for BENCH_SALE_SECONDS (default 2.5: the 1,500/s row needs 3,750 of the event's standing places)
// whatever the answers, each request a fresh (basket, item) pair — seats walk through every selling
// seating sector of the event (each seat once), standing holds spread over its standing sectors within
// their capacity, every basket takes at most 4 holds spaced far apart in time — with at most BENCH_SALE_INFLIGHT (default 400) requests in flight. Latency runs from the request's
// SCHEDULED send time (no coordinated omission: a hold that waits for the in-flight cap or a late timer
// counts that wait); "achieved/s" is answered holds over the time from the first scheduled send to the
// last answer, below the offered rate once the server cannot keep up. The sale is emptied between rows.
//
// BENCH_SALE_VIA_BALANCER=1 (needs the `haproxy` binary): the short balancer mode. Besides the raw PostgreSQL
// row and the direct closed-loop rows of 1 and 2 processes, the same closed loop runs through HAProxy
// (deploy/haproxy.cfg, started on a free port) in front of 1 and then 2 processes, so the three can be
// compared in one run; the open-loop rows are skipped. Its "server CPU" includes HAProxy's. Results go to
// bench/results/sale-postgres-balancer.json.

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import {
  freshDataDir,
  haproxyInstalled,
  report,
  serverEntry,
  startBalancer,
  startServer,
  stopServer,
} from './lib.mjs';

if (!fs.existsSync(serverEntry)) throw new Error('Build the server first: npm run build -w @marquee/server');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error(
    'bench:sale measures PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const VIA_BALANCER = process.env.BENCH_SALE_VIA_BALANCER === '1';
if (VIA_BALANCER && !haproxyInstalled())
  throw new Error('BENCH_SALE_VIA_BALANCER=1 needs haproxy (apt-get install haproxy)');
/** Hold requests per buyer and sector; a basket takes 4 (the event allows 8 per buyer). */
const HOLDS_PER_BUYER = Number(process.env.BENCH_HOLDS_PER_BUYER ?? 8);
const PER_BASKET = 4;
const EVENT_NAME = 'Mlýnská kola: Proti proudu Tour';

const dbName = `marquee_bench_sale_${process.pid}_${Date.now().toString(36)}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS });

/** One HTTP request on a kept-alive socket; resolves with status and parsed JSON body. */
function request(baseUrl, method, path) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null });
      });
    });
    req.on('error', reject);
    // A stuck server must fail the run, not hang it.
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.end();
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round1 = (n) => Math.round(n * 10) / 10;

/**
 * CPU time (ms) of the server processes and of the PostgreSQL backends serving the bench database, from /proc: on a shared, busy machine
 * wall-clock rates say more about the neighbours than about us, CPU per hold does not.
 */
const serverPids = [];
function cpuSnapshot() {
  const ticks = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // Our database's backends only: other databases on this server belong to other people's work.
      const ours =
        serverPids.includes(pid) ||
        (name === 'postgres' && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dbName));
      if (!ours) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}
const TICK_MS = 10; // USER_HZ is 100 on Linux
function cpuSince(before) {
  let server = 0;
  let postgres = 0;
  for (const [pid, now] of cpuSnapshot()) {
    const used = (now - (before.get(pid) ?? 0)) * TICK_MS;
    if (serverPids.includes(pid)) server += used;
    else postgres += used;
  }
  return { server, postgres };
}

/**
 * BUYERS async loops; buyer b sends its holds one after another (a person clicks, waits, clicks again), to
 * server b % servers.length. `target(buyer, i)` names what hold i of the buyer asks for. Baskets are made
 * before the clock starts: only hold requests are timed.
 */
async function runBuyers(servers, eventId, holdsPerBuyer, target, into) {
  const baskets = await Promise.all(
    Array.from({ length: BUYERS }, (_, b) =>
      Promise.all(
        Array.from({ length: Math.ceil(holdsPerBuyer / PER_BASKET) }, async () => {
          const res = await request(servers[b % servers.length], 'GET', '/api/ticketing/basket/createBasket');
          if (res.status !== 200) throw new Error(`createBasket: ${res.status}`);
          return res.body.guid;
        }),
      ),
    ),
  );
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  await Promise.all(
    baskets.map(async (guids, b) => {
      const base = servers[b % servers.length];
      for (let i = 0; i < holdsPerBuyer; i++) {
        const guid = guids[Math.floor(i / PER_BASKET)];
        const t0 = performance.now();
        const res = await request(base, 'POST', `/api/ticketing/${eventId}/basket/${guid}/${target(b, i)}`);
        into.latencies.push(performance.now() - t0);
        into.statuses[res.status] = (into.statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
  const cpu = cpuSince(cpuBefore);
  into.cpu.server += cpu.server;
  into.cpu.postgres += cpu.postgres;
}

const newTally = () => ({ latencies: [], statuses: {}, seconds: 0, cpu: { server: 0, postgres: 0 } });

const round2 = (n) => Math.round(n * 100) / 100;

function summarize({ latencies, statuses, seconds, cpu }) {
  latencies.sort((a, b) => a - b);
  const held = statuses[200] ?? 0;
  const cpuPerRequest = (cpu.server + cpu.postgres) / latencies.length;
  return {
    'server CPU ms/hold': round2(cpu.server / latencies.length),
    'PG CPU ms/hold': round2(cpu.postgres / latencies.length),
    /** What two idle cores could do at this CPU cost (the machine is shared; see the CPU columns). */
    '2 cores / CPU': Math.round(2000 / cpuPerRequest),
    'requests/s': Math.round(latencies.length / seconds),
    'holds/s': Math.round(held / seconds),
    held,
    410: statuses[410] ?? 0,
    other: latencies.length - held - (statuses[410] ?? 0),
    'p50 ms': round1(percentile(latencies, 50)),
    'p99 ms': round1(percentile(latencies, 99)),
    'max ms': round1(latencies[latencies.length - 1] ?? 0),
  };
}

const RATES = (process.env.BENCH_SALE_RATES ?? '500,1000,1500')
  .split(',')
  .map(Number)
  .filter((r) => r > 0);
const OPEN_SECONDS = Number(process.env.BENCH_SALE_SECONDS ?? 2.5);
const INFLIGHT_CAP = Number(process.env.BENCH_SALE_INFLIGHT ?? 400);
const openAgent = new http.Agent({ keepAlive: true, maxSockets: INFLIGHT_CAP });

/** Like request(), on the open-loop agent (its socket limit is the in-flight cap, so nothing queues inside it). */
function openRequest(baseUrl, path) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method: 'POST', agent: openAgent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`POST ${path}: no answer in 30 s`)));
    req.end();
  });
}

/**
 * Open loop: `targets.length` holds offered at `rate` per second to one server, request i due at
 * start + i / rate, into basket i % baskets (so a basket's 4 holds are baskets / rate seconds apart), at
 * most INFLIGHT_CAP in flight. Latency is measured from the due time. Baskets are made before the clock.
 */
async function openLoop(base, eventId, rate, targets) {
  const basketCount = Math.ceil(targets.length / PER_BASKET);
  const guids = [];
  for (let from = 0; from < basketCount; from += BUYERS) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BUYERS, basketCount - from) }, async () => {
        const res = await request(base, 'GET', '/api/ticketing/basket/createBasket');
        if (res.status !== 200) throw new Error(`createBasket: ${res.status}`);
        return res.body.guid;
      }),
    );
    guids.push(...batch);
  }
  const tally = newTally();
  let inFlight = 0;
  let waitedForCap = 0; // requests that found the cap full when due
  let lastWaited = -1;
  let lastAnswer = 0;
  const pending = [];
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  const intervalMs = 1000 / rate;
  for (let i = 0; i < targets.length; ) {
    const now = performance.now();
    // Everything due by now goes out (a late timer sends a small burst, as independent buyers would).
    while (i < targets.length && started + i * intervalMs <= now) {
      if (inFlight >= INFLIGHT_CAP) {
        if (lastWaited !== i) waitedForCap++;
        lastWaited = i;
        break;
      }
      const due = started + i * intervalMs;
      const path = `/api/ticketing/${eventId}/basket/${guids[i % basketCount]}/${targets[i]}`;
      inFlight++;
      pending.push(
        openRequest(base, path).then((status) => {
          inFlight--;
          lastAnswer = performance.now();
          tally.latencies.push(lastAnswer - due);
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
        }),
      );
      i++;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  tally.seconds = (lastAnswer - started) / 1000;
  tally.cpu = cpuSince(cpuBefore);
  const summary = summarize(tally);
  return {
    'offered/s': rate,
    'achieved/s': summary['holds/s'],
    ...summary,
    'waited for cap': waitedForCap,
  };
}

/** Seats held or sold by more than one item, plus standing places past capacity: must be 0. */
async function oversold(client, eventId, standingId, capacity) {
  const seats = await client.query(
    `select count(*)::int as n from (select seat_id from basket_items where event_id = $1 and seat_id is not null
       and (status = 'SOLD' or valid_till > now()) group by seat_id having count(*) > 1) x`,
    [eventId],
  );
  const standing = await client.query(
    `select count(*)::int as n from basket_items where event_id = $1 and sector_key = $2
       and (status = 'SOLD' or valid_till > now())`,
    [eventId, standingId],
  );
  return seats.rows[0].n + Math.max(0, standing.rows[0].n - capacity);
}

/** oversold() over every standing sector of `standings` ({ id, capacity }) at once: seats counted once. */
async function oversoldEverywhere(client, eventId, standings) {
  let over = await oversold(client, eventId, standings[0].id, standings[0].capacity);
  for (const { id, capacity } of standings.slice(1)) {
    const taken = await client.query(
      `select count(*)::int as n from basket_items where event_id = $1 and sector_key = $2
         and (status = 'SOLD' or valid_till > now())`,
      [eventId, id],
    );
    over += Math.max(0, taken.rows[0].n - capacity);
  }
  return over;
}

/**
 * The floor: BUYERS concurrent conditional updates on one counter row over a pool of 20 connections
 * (autocommit), the same statement shape that guards standing capacity, without HTTP, JSON or the basket.
 */
async function rawConditionalUpdateRate(client) {
  await client.query(
    'create table bench_stock (id int primary key, taken int not null, capacity int not null)',
  );
  const total = BUYERS * HOLDS_PER_BUYER;
  await client.query('insert into bench_stock values (1, 0, $1)', [total]);
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 20 });
  const latencies = [];
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      for (let i = 0; i < HOLDS_PER_BUYER; i++) {
        const t0 = performance.now();
        await pool.query(
          'update bench_stock set taken = taken + 1 where id = 1 and taken + 1 <= capacity returning taken',
        );
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSince(cpuBefore);
  await pool.end();
  await client.query('drop table bench_stock');
  return summarize({ latencies, statuses: { 200: total }, seconds, cpu });
}

await admin(`CREATE DATABASE "${dbName}"`);
// Every simulated buyer comes from this one address: the per-client hoarding caps (issue 16) would stop
// the third basket, so the sale runs with them off (their cost per hold: one advisory lock and one indexed count).
const env = { DATABASE_URL: dbUrl.toString(), SEED: 'demo', LOG_LEVEL: 'warn', HOARDING_LIMITS: 'off' };
const dirs = [freshDataDir('sale-1'), freshDataDir('sale-2')];
const client = new pg.Client({ connectionString: dbUrl.toString() });
const children = [];
const rows = {};
const balancerDir = freshDataDir('sale-balancer');
let balancer;
try {
  // The first process migrates and seeds; the second finds the database ready.
  const first = await startServer({ port: 3231, dataDir: dirs[0], env });
  children.push(first.child);
  serverPids.push(first.child.pid);
  await client.connect();
  const event = await client.query('select id from events where name = $1', [EVENT_NAME]);
  const eventId = event.rows[0]?.id;
  if (!eventId) throw new Error('demo event not found');
  const offer = (await request(first.baseUrl, 'GET', `/api/event/${eventId}/eventpricesandcounts`)).body;
  const standing = offer.Sectors.find((s) => s.Type === 'StandingSector' && s.IsSellingEnabled);
  const seating = offer.Sectors.filter((s) => s.Type === 'SeatingSector' && s.IsSellingEnabled).sort(
    (a, b) => b.TicketCategories[0].TotalCount - a.TicketCategories[0].TotalCount,
  )[0];
  const sector = (await request(first.baseUrl, 'GET', `/api/venue/${offer.VenueId}/sector/${seating._id}`))
    .body;
  const seatIds = sector.Rows.flatMap((row) => row.Seats.map((seat) => seat._id));
  const capacity = standing.Capacity;
  console.log(
    `${BUYERS} buyers × ${HOLDS_PER_BUYER} holds; seating sector "${seating.Name}" (${seatIds.length} seats), standing "${standing.Name}" (${capacity} places)`,
  );
  // Seats: every hold of a round asks for a different seat (people pick free seats), as many rounds as it
  // takes, emptying the sector between rounds; standing: everyone takes 1 from the same counter.
  const seatsPerBuyer = Math.max(1, Math.min(PER_BASKET * 2, Math.floor(seatIds.length / BUYERS)));
  const seatRounds = Math.ceil(HOLDS_PER_BUYER / seatsPerBuyer);
  const seatTarget = (b, i) => `seat/${seatIds[(b + i * BUYERS) % seatIds.length]}`;
  const standingTarget = () => `standing/${standing._id}/1`;
  const reset = () => client.query('truncate basket_items, standing_stock, ticketing_audit, baskets cascade');

  rows['raw PostgreSQL conditional UPDATE (20 connections)'] = await rawConditionalUpdateRate(client);
  // Warm-up: JIT, prepared plans and the offer cache, not measured.
  await runBuyers([first.baseUrl], eventId, 4, standingTarget, newTally());
  await runBuyers([first.baseUrl], eventId, 1, seatTarget, newTally());
  await reset();

  const measure = async (label, servers) => {
    const seated = newTally();
    let over = 0;
    for (let round = 0; round < seatRounds; round++) {
      await runBuyers(servers, eventId, seatsPerBuyer, seatTarget, seated);
      over += await oversold(client, eventId, standing._id, capacity);
      await reset();
    }
    const standingTally = newTally();
    await runBuyers(servers, eventId, HOLDS_PER_BUYER, standingTarget, standingTally);
    const overStanding = await oversold(client, eventId, standing._id, capacity);
    rows[`${label}: seats`] = { ...summarize(seated), oversold: over };
    rows[`${label}: standing`] = { ...summarize(standingTally), oversold: overStanding };
    await reset();
  };
  /** The closed-loop rows again, every buyer through one HAProxy in front of `backends` (warmed up first). */
  const measureViaBalancer = async (label, backends) => {
    balancer = await startBalancer({ servers: backends, dir: balancerDir });
    serverPids.push(balancer.child.pid);
    await runBuyers([balancer.baseUrl], eventId, 4, standingTarget, newTally());
    await reset();
    await measure(label, [balancer.baseUrl]);
    serverPids.splice(serverPids.indexOf(balancer.child.pid), 1);
    await balancer.stop();
    balancer = undefined;
  };
  await measure('1 process', [first.baseUrl]);
  if (VIA_BALANCER) await measureViaBalancer('1 process via HAProxy', [{ name: 'app1', port: 3231 }]);

  // Open loop (see the top of the file): every seat of the event's selling seating sectors, once each, and
  // its selling standing sectors' places, as many holds as the longest row needs.
  const openCount = Math.round(Math.max(...RATES, 0) * OPEN_SECONDS);
  const allSeatIds = [];
  for (const s of offer.Sectors.filter((x) => x.Type === 'SeatingSector' && x.IsSellingEnabled)) {
    if (allSeatIds.length >= openCount) break;
    const body = (await request(first.baseUrl, 'GET', `/api/venue/${offer.VenueId}/sector/${s._id}`)).body;
    allSeatIds.push(...body.Rows.flatMap((row) => row.Seats.map((seat) => seat._id)));
  }
  // Standing: round robin over the standing sectors that still have room.
  const standingRoom = offer.Sectors.filter((x) => x.Type === 'StandingSector' && x.IsSellingEnabled).map(
    (x) => ({ id: x._id, capacity: x.Capacity, left: x.Capacity }),
  );
  const standingTargets = [];
  for (let k = 0; standingTargets.length < openCount && standingRoom.some((x) => x.left > 0); k++) {
    const room = standingRoom[k % standingRoom.length];
    if (room.left <= 0) continue;
    room.left--;
    standingTargets.push(`standing/${room.id}/1`);
  }
  console.log(
    `open loop: ${RATES.join(', ')} holds/s for ${OPEN_SECONDS} s, ≤ ${INFLIGHT_CAP} in flight; ${allSeatIds.length} seats, ${standingTargets.length} standing places`,
  );
  for (const rate of VIA_BALANCER ? [] : RATES) {
    const count = Math.round(rate * OPEN_SECONDS);
    for (const [kind, pool] of [
      ['seats', allSeatIds.map((id) => `seat/${id}`)],
      ['standing', standingTargets],
    ]) {
      if (pool.length < count)
        console.warn(`open loop ${kind} at ${rate}/s: only ${pool.length} of ${count} items`);
      const row = await openLoop(first.baseUrl, eventId, rate, pool.slice(0, count));
      const over = await oversoldEverywhere(client, eventId, standingRoom);
      rows[`1 process open loop ${rate}/s: ${kind}`] = { ...row, oversold: over };
      await reset();
    }
  }
  const second = await startServer({ port: 3232, dataDir: dirs[1], env });
  children.push(second.child);
  serverPids.push(second.child.pid);
  // The second process warms up too (its JIT would otherwise bill cold code to the measured holds).
  await runBuyers([second.baseUrl], eventId, 4, standingTarget, newTally());
  await runBuyers([second.baseUrl], eventId, 1, seatTarget, newTally());
  await reset();
  await measure('2 processes', [first.baseUrl, second.baseUrl]);
  if (VIA_BALANCER)
    await measureViaBalancer('2 processes via HAProxy', [
      { name: 'app1', port: 3231 },
      { name: 'app2', port: 3232 },
    ]);
} finally {
  await balancer?.stop();
  await client.end().catch(() => undefined);
  for (const child of children) await stopServer(child);
  agent.destroy();
  openAgent.destroy();
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  for (const dir of [...dirs, balancerDir]) fs.rmSync(dir, { recursive: true, force: true });
}
// On a shared machine the wall-clock columns say as much about the neighbours as about us: keep the load.
if (VIA_BALANCER) rows['load average (1 min) at the end'] = { value: Number(os.loadavg()[0].toFixed(1)) };
report(VIA_BALANCER ? 'sale-postgres-balancer' : 'sale-postgres', rows);
