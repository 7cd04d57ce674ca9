// Helpers shared by the benchmarks: start the built server on a fresh data dir, wait for it, stop it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');

export function ensureBuilt() {
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
}

export function freshDataDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `marquee-bench-${label}-`));
}

/** Starts the server and resolves once /api/utility/servertest answers, with the elapsed milliseconds. */
export async function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api/utility/servertest`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (performance.now() - started > 300_000) throw new Error('server did not start in 300 s');
  }
  return { child, ms: Math.round(performance.now() - started), baseUrl: `http://127.0.0.1:${port}` };
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function report(name, data) {
  const dir = path.join(root, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\n# ${name}`);
  console.table(data);
}

/**
 * CPU time (ms) spent by the given processes and by the PostgreSQL backends of `database` (from /proc).
 * On a shared, busy machine wall-clock latency says as much about the neighbours as about us; CPU per
 * request does not. Backends that exit during a measurement lose their share, so measure under load.
 */
export function cpuMeter({ pids, database }) {
  const TICK_MS = 10; // USER_HZ is 100 on Linux
  function snapshot() {
    const ticks = new Map();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const ours =
          pids.includes(pid) ||
          (database !== undefined &&
            name === 'postgres' &&
            fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(database));
        if (!ours) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // the process ended meanwhile
      }
    }
    return ticks;
  }
  return {
    start() {
      const before = snapshot();
      return () => {
        let server = 0;
        let postgres = 0;
        for (const [pid, now] of snapshot()) {
          const used = (now - (before.get(pid) ?? 0)) * TICK_MS;
          if (pids.includes(pid)) server += used;
          else postgres += used;
        }
        return { server, postgres };
      };
    },
  };
}

// ——— Several processes behind HAProxy (deploy/haproxy.cfg); used by scripts/balancer-journey.mjs and
// `BENCH_SALE_VIA_BALANCER=1 npm run bench:sale` ———

export const haproxyConfig = path.join(root, 'deploy', 'haproxy.cfg');

/** A TCP port on 127.0.0.1 that nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** True when the `haproxy` binary is on PATH (Debian: apt-get install haproxy). */
export function haproxyInstalled() {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Resolves once GET /api/health/ready answers {"Ready":true} (the bare responder says false while migrating). */
export async function waitReady(baseUrl, { timeoutMs = 300_000, child } = {}) {
  const started = performance.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health/ready`);
      if (res.ok && (await res.json()).Ready === true) return Math.round(performance.now() - started);
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${baseUrl} not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts HAProxy in the foreground with deploy/haproxy.cfg and a generated server list (`servers`:
 * [{ name, port }] on 127.0.0.1), its log (errors only) in `logFile`. Resolves once every server is UP in
 * its health checks, with `serverStates()` (name → HAProxy status from the stats CSV) and `stop()`.
 */
export async function startBalancer({
  servers,
  dir,
  port,
  logFile,
  config = haproxyConfig,
  timeoutMs = 60_000,
}) {
  const listenPort = port ?? (await freePort());
  const statsPort = await freePort();
  const serversFile = path.join(dir, `haproxy-servers-${listenPort}.cfg`);
  fs.writeFileSync(
    serversFile,
    `backend marquee from marquee\n${servers.map((s) => `    server ${s.name} 127.0.0.1:${s.port}\n`).join('')}`,
  );
  const out = fs.openSync(logFile ?? path.join(dir, `haproxy-${listenPort}.log`), 'a');
  const child = spawn('haproxy', ['-db', '-f', config, '-f', serversFile], {
    env: {
      ...process.env,
      MARQUEE_BALANCER_BIND: `127.0.0.1:${listenPort}`,
      MARQUEE_STATS_BIND: `127.0.0.1:${statsPort}`,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const statsUrl = `http://127.0.0.1:${statsPort}/haproxy-stats;csv`;
  async function serverStates() {
    const [header, ...lines] = (await (await fetch(statsUrl)).text()).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const states = {};
    for (const line of lines) {
      const row = Object.fromEntries(line.split(',').map((value, i) => [columns[i], value]));
      if (row.pxname === 'marquee' && row.svname !== 'BACKEND' && row.svname !== 'FRONTEND')
        states[row.svname] = row.status;
    }
    return states;
  }
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`haproxy exited with ${child.exitCode} (see its log in ${dir})`);
    try {
      const states = await serverStates();
      if (servers.every((s) => states[s.name] === 'UP')) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) {
      const states = await serverStates().catch(() => null);
      child.kill('SIGTERM');
      throw new Error(`HAProxy servers not UP in ${timeoutMs} ms: ${JSON.stringify(states)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    baseUrl: `http://127.0.0.1:${listenPort}`,
    serverStates,
    ms: Math.round(performance.now() - started),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One HTTP request on `agent`; resolves with the status and parsed JSON body (rejects on socket errors). */
export function httpJson(agent, baseUrl, method, urlPath, { timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${urlPath}`, { method, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text; // HAProxy's own error pages are HTML
        }
        resolve({ status: res.statusCode, body });
      });
    });
    req.on('error', (error) => {
      // Whether it went out on a kept-alive socket (a close racing a reuse) or a new one, and from where.
      error.reusedSocket = req.reusedSocket;
      error.localPort = req.socket?.localPort;
      reject(error);
    });
    // A stuck server must fail the run, not hang it.
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`${method} ${urlPath}: no answer in ${timeoutMs} ms`)),
    );
    req.end();
  });
}

/** The demo arena event the sale benchmarks use (16,138 seats in seating sectors plus standing sectors). */
export const ARENA_EVENT_NAME = 'Mlýnská kola: Proti proudu Tour';

/**
 * The arena sale as bench/sale.mjs finds it: the event id (from the database), its offer, its selling
 * standing sectors ({ id, name, capacity }) and selling seating sectors with their seat ids
 * ({ id, name, seatIds }), read through `baseUrl` with `get(path)` → { status, body }.
 */
export async function arenaSale(client, get) {
  const event = await client.query('select id from events where name = $1', [ARENA_EVENT_NAME]);
  const eventId = event.rows[0]?.id;
  if (!eventId) throw new Error('demo arena event not found (SEED=demo?)');
  const offerRes = await get(`/api/event/${eventId}/eventpricesandcounts`);
  if (offerRes.status !== 200) throw new Error(`eventpricesandcounts: ${offerRes.status}`);
  const offer = offerRes.body;
  const standings = offer.Sectors.filter((s) => s.Type === 'StandingSector' && s.IsSellingEnabled).map(
    (s) => ({ id: s._id, name: s.Name, capacity: s.Capacity }),
  );
  const seatings = [];
  for (const s of offer.Sectors.filter((x) => x.Type === 'SeatingSector' && x.IsSellingEnabled)) {
    const res = await get(`/api/venue/${offer.VenueId}/sector/${s._id}`);
    if (res.status !== 200) throw new Error(`sector ${s._id}: ${res.status}`);
    seatings.push({
      id: s._id,
      name: s.Name,
      seatIds: res.body.Rows.flatMap((row) => row.Seats.map((seat) => seat._id)),
    });
  }
  return { eventId, offer, standings, seatings };
}

/**
 * Oversold places of the event, from the database: seats held or sold by more than one live item, and
 * per standing sector ({ id, capacity }) live items past its capacity. A HELD item counts while its
 * valid_till is ahead, a SOLD one always (the same rule as the server's).
 */
export async function oversoldPlaces(client, eventId, standings) {
  const seats = await client.query(
    `select count(*)::int as n from (select seat_id from basket_items where event_id = $1 and seat_id is not null
       and (status = 'SOLD' or valid_till > now()) group by seat_id having count(*) > 1) x`,
    [eventId],
  );
  const standing = {};
  for (const { id, capacity } of standings) {
    const taken = await client.query(
      `select count(*)::int as n from basket_items where event_id = $1 and sector_key = $2
         and (status = 'SOLD' or valid_till > now())`,
      [eventId, id],
    );
    standing[id] = Math.max(0, taken.rows[0].n - capacity);
  }
  const total = seats.rows[0].n + Object.values(standing).reduce((a, b) => a + b, 0);
  return { seats: seats.rows[0].n, standing, total };
}
