// Two Marquee processes behind HAProxy on one PostgreSQL database, one of them killed mid-sale.
//
//   npm run build -w @marquee/server            (the web app is not needed)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/balancer-journey.mjs
//
// Needs the `haproxy` binary (Debian: apt-get install haproxy) and DATABASE_URL as an admin URL: the
// journey creates its own database and drops it at the end. Steps, as a deployment would take them
// (docs/operations.md "Several processes behind HAProxy"; deploy/compose.yaml does the same):
//   1. a fresh database; process 1 migrates it and seeds the demo data (SEED=demo); process 2 starts on
//      the ready database (SEED=none). Both share AUTH_SECRET and DATA_DIR, run with NODE_ENV=production
//      and TRUST_PROXY=127.0.0.1;
//   2. HAProxy with deploy/haproxy.cfg and a generated server list on free ports; wait until its health
//      checks (/api/health/ready) see both processes UP;
//   3. before the sale: the per-IP limit on new sessions (120 a minute) holds across both processes — 120
//      answered 200, the 121st 429 (the counters live in PostgreSQL);
//   4. JOURNEY_BUYERS (200) concurrent buyers hold seats and standing places of the demo arena event through
//      the balancer for JOURNEY_SALE_SECONDS (8 s), each basket 4 holds (as bench/sale.mjs): most seat holds
//      take a fresh seat, a share fight over a few "hot" seats, a share take places in the smallest standing
//      sector; after JOURNEY_KILL_AFTER_SECONDS (3 s) process 2 gets SIGKILL. The buyers behave like
//      browsers: a request whose kept-alive connection closes unanswered is sent once more;
//   5. checks, from the database: (a) every hold answered 2xx is there; (b) no seat is held twice and no
//      standing sector is past its capacity (and its counter row matches its items); (c) nothing fails
//      before the kill, and after it the balancer keeps answering through process 1: no request sent after
//      process 2 has exited fails (kill() only sends the signal; until the exit its socket still takes
//      connections, so a request sent in between is in flight on it). Requests in flight on process 2 may fail (HAProxy answers 502: the request reached a
//      process, so it is not re-sent) or be closed unanswered and replayed; they are counted, a failed
//      hold is never counted as held, and those that committed before the kill are reported. No basket
//      holds more standing places than its requests that could have committed (nothing was re-sent behind
//      the buyer's back); (d) one summary line. Exit code 1 on any violated check.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  arenaSale,
  freePort,
  haproxyInstalled,
  httpJson,
  oversoldPlaces,
  serverEntry,
  startBalancer,
  startServer,
  stopServer,
  waitReady,
} from '../bench/lib.mjs';

const BUYERS = Number(process.env.JOURNEY_BUYERS ?? 200);
const SALE_SECONDS = Number(process.env.JOURNEY_SALE_SECONDS ?? 8);
const KILL_AFTER_SECONDS = Number(process.env.JOURNEY_KILL_AFTER_SECONDS ?? 3);
/** The whole run must end within this; on a loaded 2-core machine it takes 40–90 s. */
const HARD_LIMIT_MS = Number(process.env.JOURNEY_TIME_LIMIT_MS ?? 240_000);
const PER_BASKET = 4;
const HOT_SEATS = 40;
const HOT_SHARE = 0.15;
const STANDING_SHARE = 0.25;

if (!fs.existsSync(serverEntry)) fail('build the server first: npm run build -w @marquee/server');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) fail('set DATABASE_URL to an admin URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
if (!haproxyInstalled()) fail('haproxy is not installed (Debian: apt-get install haproxy)');

function fail(message) {
  console.error(`balancer-journey: ${message}`);
  process.exit(1);
}

const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[${elapsed()}] ${message}`);

const dbName = `marquee_journey_${process.pid}_${Date.now().toString(36)}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-journey-'));
const webDist = path.join(tmp, 'web');
const dataDir = path.join(tmp, 'data');
fs.mkdirSync(webDist);
fs.mkdirSync(dataDir);

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const servers = [];
let balancer;
let client;
const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS + 10 });
/** Replays go out on a new connection, as a browser's do. */
const freshAgent = new http.Agent({ keepAlive: false });

async function cleanUp() {
  agent.destroy();
  freshAgent.destroy();
  await client?.end().catch(() => undefined);
  await balancer?.stop().catch(() => undefined);
  // stopServer waits for an exit that a SIGKILLed child has already had.
  for (const { child } of servers)
    if (child.exitCode === null && child.signalCode === null) await stopServer(child).catch(() => undefined);
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((error) =>
    console.error(`could not drop ${dbName}: ${error.message}`),
  );
  if (process.env.JOURNEY_KEEP_TMP === '1') console.log(`kept ${tmp} (haproxy.log, haproxy-servers-*.cfg)`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error(`balancer-journey: FAILED — over the ${HARD_LIMIT_MS / 1000} s limit`);
  cleanUp().finally(() => process.exit(1));
}, HARD_LIMIT_MS);
watchdog.unref();

// ——— 1. database and processes ———

await admin(`CREATE DATABASE "${dbName}"`);
const [port1, port2, balancerPort] = [await freePort(), await freePort(), await freePort()];
const env = {
  DATABASE_URL: dbUrl.toString(),
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
  WEB_DIST: webDist,
  LOG_LEVEL: 'warn',
  // 200 buyers from one address, each opening basket after basket: the per-client hoarding caps and the
  // basket burst challenge would stop them (they are what a real sale wants, not what this journey tests).
  HOARDING_LIMITS: 'off',
};
const violations = [];
let summary = '';
try {
  const first = await startServer({ port: port1, dataDir, env: { ...env, SEED: 'demo' } });
  servers.push({ name: 'app1', port: port1, child: first.child });
  await waitReady(first.baseUrl, { child: first.child });
  log(`process 1 (pid ${first.child.pid}) migrated, seeded and ready in ${first.ms} ms`);
  const second = await startServer({ port: port2, dataDir, env: { ...env, SEED: 'none' } });
  servers.push({ name: 'app2', port: port2, child: second.child });
  await waitReady(second.baseUrl, { child: second.child });
  log(`process 2 (pid ${second.child.pid}) ready in ${second.ms} ms`);

  // ——— 2. the balancer ———
  balancer = await startBalancer({
    servers: servers.map(({ name, port }) => ({ name, port })),
    dir: tmp,
    port: balancerPort,
    logFile: path.join(tmp, 'haproxy.log'),
    config: process.env.JOURNEY_HAPROXY_CONFIG,
  });
  const lb = balancer.baseUrl;
  const ready = await httpJson(agent, lb, 'GET', '/api/health/ready');
  if (ready.status !== 200 || ready.body?.Ready !== true)
    throw new Error(`readiness through the balancer: ${ready.status} ${JSON.stringify(ready.body)}`);
  log(`HAProxy on ${lb}: ${JSON.stringify(await balancer.serverStates())} after ${balancer.ms} ms`);

  // A per-IP limit is one limit, not one per process: new sessions (120 a minute per address, counted
  // in PostgreSQL) through the balancer, which alternates between the two processes.
  const SESSIONS_PER_MINUTE = 120;
  const sessionStatuses = [];
  for (let i = 0; i <= SESSIONS_PER_MINUTE; i++)
    sessionStatuses.push((await httpJson(agent, lb, 'POST', '/api/session')).status);
  const sessionsOk = sessionStatuses.filter((status) => status === 200).length;
  if (sessionsOk !== SESSIONS_PER_MINUTE || sessionStatuses.at(-1) !== 429)
    violations.push(
      `shared rate limit: ${sessionsOk} of ${sessionStatuses.length} new sessions answered 200 (want ${SESSIONS_PER_MINUTE}, then 429)`,
    );
  const rateLimitNote = `new sessions through both processes: ${sessionsOk} answered 200, then ${sessionStatuses.at(-1)}`;
  log(rateLimitNote);

  // ——— 3. the sale ———
  client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  const get = (p) => httpJson(agent, lb, 'GET', p);
  const sale = await arenaSale(client, get);
  const standing = [...sale.standings]
    .filter((s) => s.capacity > 0)
    .sort((a, b) => a.capacity - b.capacity)[0];
  const allSeats = sale.seatings.flatMap((s) => s.seatIds);
  const hotSeats = allSeats.slice(0, HOT_SEATS);
  const freshSeats = allSeats.slice(HOT_SEATS);
  log(
    `${BUYERS} buyers for ${SALE_SECONDS} s, kill at ${KILL_AFTER_SECONDS} s: ${freshSeats.length} seats, ${HOT_SEATS} hot seats, standing "${standing.name}" (${standing.capacity} places)`,
  );

  /** Every request of the sale: { kind: basket|seat|standing, guid, target, sent, answered, status, error }. */
  const records = [];
  let seatCursor = 0;
  let lcg = 12345; // deterministic choices, so two runs offer the same mix
  const random = () => {
    lcg = (lcg * 1103515245 + 12345) % 2147483648;
    return lcg / 2147483648;
  };
  function pickHold() {
    const r = random();
    if (r < STANDING_SHARE)
      return { kind: 'standing', target: standing.id, path: `standing/${standing.id}/1` };
    if (r < STANDING_SHARE + HOT_SHARE || seatCursor >= freshSeats.length) {
      const seat = hotSeats[Math.floor(random() * hotSeats.length)];
      return { kind: 'seat', target: seat, path: `seat/${seat}` };
    }
    const seat = freshSeats[seatCursor++];
    return { kind: 'seat', target: seat, path: `seat/${seat}` };
  }
  /**
   * One request as a browser sends it. When a kept-alive connection is closed without any answer, the
   * request is sent once more on a new connection: browsers and curl do that, and HAProxy relies on it —
   * when a server connection it reused dies before answering, it closes a kept-alive client connection
   * without a response or a log line (its "you may retry" signal) instead of answering 502.
   */
  async function send(kind, guid, target, method, urlPath) {
    const record = {
      ...{ kind, guid, target, sent: performance.now(), at: Date.now() },
      ...{ answered: 0, status: 0, error: null, replayed: null },
    };
    records.push(record);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await httpJson(attempt === 0 ? agent : freshAgent, lb, method, urlPath);
          record.status = res.status;
          record.body = res.status >= 300 ? res.body : undefined;
          return res;
        } catch (error) {
          const closedUnanswered =
            error.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
          if (attempt === 0 && closedUnanswered) {
            record.replayed = `${error.message} after ${Math.round(performance.now() - record.sent)} ms`;
            continue;
          }
          record.error = `${error.code ?? error.message}${error.reusedSocket ? ' (kept-alive connection)' : ''}`;
          return null;
        }
      }
    } finally {
      record.answered = performance.now();
    }
  }

  const saleStart = performance.now();
  const stopAt = saleStart + SALE_SECONDS * 1000;
  let killedAt = 0;
  // kill() only sends the signal: until the process has exited its listening socket still accepts
  // connections, so a request sent in that gap reaches a dying process (HAProxy then answers 502, as for
  // any request in flight at the kill). "After the kill" starts when the exit is seen, not at kill().
  let diedAt = 0;
  let downAt = 0;
  const died = new Promise((resolve) => second.child.once('exit', resolve)).then(() => {
    diedAt = performance.now();
  });
  const killer = new Promise((resolve) => {
    setTimeout(async () => {
      second.child.kill('SIGKILL');
      killedAt = performance.now();
      await died;
      // When did HAProxy's checks take it out?
      while (performance.now() < stopAt + 5000) {
        const states = await balancer.serverStates().catch(() => ({}));
        if (String(states.app2 ?? '').startsWith('DOWN')) {
          downAt = performance.now();
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      resolve();
    }, KILL_AFTER_SECONDS * 1000);
  });
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (performance.now() < stopAt) {
        const basket = await send('basket', null, null, 'GET', '/api/ticketing/basket/createBasket');
        if (basket?.status !== 200) continue;
        const guid = basket.body.guid;
        for (let i = 0; i < PER_BASKET && performance.now() < stopAt; i++) {
          const hold = pickHold();
          await send(
            hold.kind,
            guid,
            hold.target,
            'POST',
            `/api/ticketing/${sale.eventId}/basket/${guid}/${hold.path}`,
          );
        }
      }
    }),
  );
  const saleEnd = performance.now();
  await killer;
  log(`sale over: ${records.length} requests in ${((saleEnd - saleStart) / 1000).toFixed(1)} s`);

  // ——— 4. checks ———
  const ok = (r) => r.status >= 200 && r.status < 300;
  const failed = (r) => r.error !== null || (r.status !== 410 && !ok(r));
  const holds = records.filter((r) => r.kind !== 'basket');
  const answeredHolds = holds.filter(ok);
  const gone = holds.filter((r) => r.status === 410);
  const inFlightAtKill = (r) => r.sent < diedAt && r.answered >= killedAt;
  const failures = records.filter(failed);
  const failedAtKill = failures.filter(inFlightAtKill);
  const failedBefore = failures.filter((r) => r.answered < killedAt);
  const failedAfter = failures.filter((r) => r.sent >= diedAt);
  const replays = records.filter((r) => r.replayed);
  const replayedAtKill = replays.filter(inFlightAtKill);
  const replayedAfter = replays.filter((r) => r.sent >= diedAt);
  const describe = (list) => {
    const byCause = {};
    for (const r of list) {
      const cause = r.error ?? String(r.status);
      byCause[cause] = (byCause[cause] ?? 0) + 1;
    }
    return Object.entries(byCause)
      .map(([cause, n]) => `${n}× ${cause}`)
      .join(', ');
  };
  // (c) Nothing fails before the kill; everything sent after it is answered (by process 1, once HAProxy
  // retried a refused connection elsewhere or the client replayed a silently closed one).
  if (failedBefore.length > 0)
    violations.push(
      `${failedBefore.length} requests failed before the kill (${describe(failedBefore)}): ${JSON.stringify(failedBefore[0].body ?? failedBefore[0].error)}`,
    );
  if (failedAfter.length > 0)
    violations.push(
      `${failedAfter.length} requests sent after process 2 had exited failed (${describe(failedAfter)}; sent ${failedAfter.map((r) => `${Math.round(r.sent - diedAt)}`).join(', ')} ms after its exit)`,
    );
  const answeredAfterKill = records.filter((r) => r.sent >= diedAt && (ok(r) || r.status === 410));
  if (answeredAfterKill.length === 0) violations.push('nothing answered through the balancer after the kill');
  if (first.child.exitCode !== null) violations.push(`process 1 exited (${first.child.exitCode})`);

  // (a) Every hold answered 2xx is in the database (live: SOLD, or HELD with valid_till ahead).
  const liveSeats = await client.query(
    `select basket_id, seat_id from basket_items where event_id = $1 and seat_id is not null
       and (status = 'SOLD' or valid_till > now())`,
    [sale.eventId],
  );
  const seatHeldBy = new Set(liveSeats.rows.map((row) => `${row.basket_id}|${row.seat_id}`));
  const missingSeats = answeredHolds.filter(
    (r) => r.kind === 'seat' && !seatHeldBy.has(`${r.guid}|${r.target}`),
  );
  // Seats in a basket whose hold was never answered 2xx: it committed on process 2 just before it died.
  const seatsUnconfirmed = holds.filter(
    (r) => r.kind === 'seat' && !ok(r) && seatHeldBy.has(`${r.guid}|${r.target}`),
  ).length;
  const liveStanding = await client.query(
    `select basket_id, count(*)::int as n from basket_items where event_id = $1 and sector_key = $2
       and (status = 'SOLD' or valid_till > now()) group by basket_id`,
    [sale.eventId, standing.id],
  );
  const standingInDb = new Map(liveStanding.rows.map((row) => [row.basket_id, row.n]));
  // Standing holds add a place per request (not idempotent): per basket, the database must hold at least
  // the places answered 2xx and at most one per attempt that may have committed (answered 2xx, failed, or
  // closed unanswered and replayed). More means a request was re-sent behind the buyer's back.
  const perBasket = new Map();
  for (const r of holds.filter((h) => h.kind === 'standing')) {
    const entry = perBasket.get(r.guid) ?? { answered: 0, mayHave: 0 };
    if (ok(r)) entry.answered++;
    entry.mayHave += (ok(r) || failed(r) ? 1 : 0) + (r.replayed ? 1 : 0);
    perBasket.set(r.guid, entry);
  }
  let missingStanding = 0;
  let standingUnconfirmed = 0;
  let standingResent = 0;
  for (const [guid, { answered, mayHave }] of perBasket) {
    const inDb = standingInDb.get(guid) ?? 0;
    if (inDb < answered) missingStanding += answered - inDb;
    if (inDb > answered) standingUnconfirmed += Math.min(inDb, mayHave) - answered;
    if (inDb > mayHave) standingResent += inDb - mayHave;
  }
  for (const [guid, n] of standingInDb) if (!perBasket.has(guid)) standingResent += n;
  if (missingSeats.length > 0)
    violations.push(`${missingSeats.length} seat holds answered 2xx are not in the database`);
  if (missingStanding > 0)
    violations.push(`${missingStanding} standing holds answered 2xx are not in the database`);
  if (standingResent > 0)
    violations.push(
      `${standingResent} standing places held beyond the requests sent (a request was re-sent)`,
    );

  // (b) Nothing oversold, and the standing counter agrees with the rows.
  const over = await oversoldPlaces(client, sale.eventId, sale.standings);
  if (over.total > 0) violations.push(`oversold: ${JSON.stringify(over)}`);
  const stock = await client.query(
    `select s.taken, (select count(*)::int from basket_items b where b.event_id = s.event_id and b.sector_key = s.sector_id) as n
       from standing_stock s where s.event_id = $1 and s.sector_id = $2`,
    [sale.eventId, standing.id],
  );
  const standingTaken = stock.rows[0]?.taken ?? 0;
  if (stock.rows[0] && stock.rows[0].taken !== stock.rows[0].n)
    violations.push(`standing_stock.taken ${stock.rows[0].taken} ≠ ${stock.rows[0].n} items`);
  if (standingTaken > standing.capacity)
    violations.push(`standing ${standingTaken} > capacity ${standing.capacity}`);

  // (d) The summary.
  const rate = (list, from, to) => Math.round(list.filter(ok).length / Math.max(0.001, (to - from) / 1000));
  const beforeKill = holds.filter((r) => r.answered < killedAt);
  const afterKillHolds = holds.filter((r) => r.sent >= diedAt);
  const haproxyLog = path.join(tmp, 'haproxy.log');
  const haproxyLines = fs.existsSync(haproxyLog)
    ? fs.readFileSync(haproxyLog, 'utf8').split('\n').filter(Boolean).length
    : 0;
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  summary = [
    `2 processes behind HAProxy, ${BUYERS} buyers, ${holds.length} holds in ${seconds(saleEnd - saleStart)}`,
    `${answeredHolds.length} held (2xx), ${gone.length} refused 410`,
    `standing "${standing.name}" ${standingTaken}/${standing.capacity}`,
    `oversold ${over.total}`,
    rateLimitNote,
    `answered holds missing from the database ${missingSeats.length + missingStanding}`,
    `process 2 SIGKILLed at ${seconds(killedAt - saleStart)}, exited ${Math.round(diedAt - killedAt)} ms later, HAProxy marked it DOWN ${downAt ? `${seconds(downAt - killedAt)} later` : 'never'}`,
    `in flight on it: ${failedAtKill.length} failed${failedAtKill.length ? ` (${describe(failedAtKill)})` : ''}, ${replayedAtKill.length} closed unanswered and replayed by the client`,
    `held without a 2xx answer (committed on process 2 before it died): ${seatsUnconfirmed} seats, ${standingUnconfirmed} standing places`,
    `sent after the kill: ${afterKillHolds.length} holds, ${failedAfter.length} failed, ${replayedAfter.length} replayed`,
    `replays before the kill ${replays.length - replayedAtKill.length - replayedAfter.length}`,
    `holds/s ${rate(beforeKill, saleStart, killedAt)} before the kill, ${rate(afterKillHolds, killedAt, saleEnd)} after`,
    `HAProxy log lines (errors, retries) ${haproxyLines}`,
    `load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`,
  ].join('; ');
  if (process.env.JOURNEY_KEEP_TMP === '1')
    fs.writeFileSync(
      path.join(tmp, 'failures.json'),
      JSON.stringify({ killedAt: Date.now() - (performance.now() - killedAt), failures, replays }, null, 1),
    );
} catch (error) {
  violations.push(`run failed: ${error.stack ?? error}`);
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
const verdict = violations.length === 0 ? 'OK' : 'FAILED';
console.log(`balancer-journey: ${verdict} in ${elapsed()} — ${summary || 'no summary'}`);
for (const violation of violations) console.error(`  ✗ ${violation}`);
process.exit(violations.length === 0 ? 0 : 1);
