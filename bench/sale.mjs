// npm run bench:sale (after npm run build; needs DATABASE_URL): N concurrent buyers (default 200) hold seats
// of one seating sector and standing tickets of one standing sector through the HTTP API of the built
// server, on a fresh PostgreSQL database with the demo data (the 16,138-seat arena event). Prints holds/s,
// p50/p99 latency and the oversold count (must be 0), next to the raw PostgreSQL conditional-update hold rate
// measured in the same run, against one and then two server processes sharing the database.

import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { freshDataDir, report, serverEntry, startServer, stopServer } from './lib.mjs';

if (!fs.existsSync(serverEntry)) throw new Error('Build the server first: npm run build -w @marquee/server');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error(
    'bench:sale measures PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
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
const env = { DATABASE_URL: dbUrl.toString(), SEED: 'demo', LOG_LEVEL: 'warn' };
const dirs = [freshDataDir('sale-1'), freshDataDir('sale-2')];
const client = new pg.Client({ connectionString: dbUrl.toString() });
const children = [];
const rows = {};
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
  await measure('1 process', [first.baseUrl]);
  const second = await startServer({ port: 3232, dataDir: dirs[1], env });
  children.push(second.child);
  serverPids.push(second.child.pid);
  await measure('2 processes', [first.baseUrl, second.baseUrl]);
} finally {
  await client.end().catch(() => undefined);
  for (const child of children) await stopServer(child);
  agent.destroy();
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}
report('sale-postgres', rows);
