// npm run bench -- checkin (after npm run build; needs DATABASE_URL): the door at a sold-out arena.
// On a fresh PostgreSQL database with the demo data, the arena event gets 16,000 paid tickets (written in SQL:
// buying them through the API would measure the sale, which bench:sale does). The demo organizer creates the
// turnstile system and a device link through the API, a device pairs, and then:
//   1. device sync: GET /checkin/snapshot, gzip bytes on the wire and time (budget ≤ 1 MB gzip, ≤ 2 s);
//   2. online scans: signed QRs offered open loop at BENCH_SCAN_RATE (default 50) per second for
//      BENCH_SCAN_SECONDS (default 20), each from a second device in turn, one in ten a ticket already inside;
//      latency from the scheduled send time (no coordinated omission), p50/p99 (budget p99 ≤ 30 ms).
// The offline decision in Chromium is measured by bench/checkin-offline.mjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  ARENA_EVENT_NAME,
  freePort,
  freshDataDir,
  report,
  serverEntry,
  startServer,
  stopServer,
} from './lib.mjs';

if (!fs.existsSync(serverEntry)) throw new Error('Build the server first: npm run build -w @marquee/server');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('bench checkin measures PostgreSQL: set DATABASE_URL');

const TICKETS = Number(process.env.BENCH_TICKETS ?? 16_000);
const RATE = Number(process.env.BENCH_SCAN_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SCAN_SECONDS ?? 20);
const DEMO = { Email: 'demo@marquee.test', Password: 'demo1234' };

const dbName = `marquee_bench_checkin_${process.pid}_${Date.now().toString(36)}`;
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

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function call(baseUrl, method, path, { body, headers = {}, raw = false } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${baseUrl}/api${path}`,
      {
        method,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          if (raw) return resolve({ status: res.statusCode, headers: res.headers, buffer });
          const text = buffer.toString('utf8');
          resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function must(res, what) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** 16,000 paid tickets of the arena event, spread over its seats, in one order (SQL, one statement each). */
async function sellArena(client, eventId) {
  const seats = await client.query(
    `select s.id as seat_id, s.sector_id from seats s join sectors x on x.id = s.sector_id
       where x.configuration_id = (select venue_configuration_id from events where id = $1) limit $2`,
    [eventId, TICKETS],
  );
  if (seats.rows.length < TICKETS) throw new Error(`arena has ${seats.rows.length} seats`);
  const basket = await client.query(`insert into baskets (email) values ('bench@marquee.test') returning id`);
  const order = await client.query(
    `insert into orders (basket_id, event_id, email, language, buyer_info, gdpr, flow, state, currency,
       price_minor, fee_minor, total_minor, paid_at)
     values ($1, $2, 'bench@marquee.test', 'en', '{}', '{}', 'ONLINE', 'PAID', 'EUR', 0, 0, 0, now()) returning id`,
    [basket.rows[0].id, eventId],
  );
  await client.query(
    `with seat as (select * from unnest($3::uuid[], $4::uuid[]) with ordinality as t(seat_id, sector_id, n)),
     item as (
       insert into order_items (order_id, basket_item_id, event_id, sector_key, sector_id, seat_id,
         ticket_category_id, sector_name, sector_type, row_name, seat_name, price_minor, original_price_minor,
         sort_order)
       select $1, gen_random_uuid(), $2, sector_id, sector_id, seat_id, gen_random_uuid(), 'Arena', 'SeatingSector',
         ((n - 1) / 40 + 1)::text, ((n - 1) % 40 + 1)::text, 0, 0, n from seat
       returning id, sort_order)
     insert into tickets (order_item_id, order_id, event_id, code)
     select id, $1, $2, substr(translate(upper(encode(gen_random_bytes(20), 'base64')), '+/=ILOU', 'ABCDEFG'), 1, 20)
       from item`,
    [order.rows[0].id, eventId, seats.rows.map((r) => r.seat_id), seats.rows.map((r) => r.sector_id)],
  );
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

await admin(`create database ${dbName}`);
const dataDir = freshDataDir('checkin');
const port = await freePort();
const server = await startServer({
  port,
  dataDir,
  env: { DATABASE_URL: dbUrl.href, SEED: 'demo', HOARDING_LIMITS: 'off', NODE_ENV: 'test' },
});
const db = new pg.Client({ connectionString: dbUrl.href });
await db.connect();
try {
  const { baseUrl } = server;
  const eventId = (await db.query('select id from events where name = $1', [ARENA_EVENT_NAME])).rows[0]?.id;
  if (!eventId) throw new Error('arena event not found');
  await db.query('create extension if not exists pgcrypto');
  await sellArena(db, eventId);
  // The demo account runs the arena's door: an Owner claim on the event's organizer profile.
  await db.query(
    `insert into profile_claims (user_id, profile_id, role)
     select u.id, e.author_profile_id, 'Owner' from users u, events e where u.email = $1 and e.id = $2
     on conflict do nothing`,
    [DEMO.Email, eventId],
  );

  const login = must(await call(baseUrl, 'POST', '/account/tokenwithuserinfo', { body: DEMO }), 'login');
  const auth = { authorization: `Bearer ${login.AccessToken.Access_token}` };
  must(
    await call(baseUrl, 'POST', `/turnstile/${eventId}/create?sendSectorName=true`, { headers: auth }),
    'create',
  );
  const system = must(await call(baseUrl, 'GET', `/turnstile/${eventId}`, { headers: auth }), 'system');
  const gate = system.Gates.find((g) => g.SectorKeys.length === 0) ?? system.Gates[0];
  // The scans' gate admits every sector: the bench measures the decision, not refusals at the wrong gate.
  if (gate.SectorKeys.length > 0)
    must(
      await call(baseUrl, 'PUT', `/turnstile/${eventId}/gates/${gate.Id}`, {
        headers: auth,
        body: { Name: gate.Name, SectorKeys: [] },
      }),
      'gate',
    );
  const devices = [];
  for (const name of ['Bench A', 'Bench B']) {
    const link = must(
      await call(baseUrl, 'POST', `/turnstile/${eventId}/devices`, {
        headers: auth,
        body: { GateId: gate.Id, Name: name, ExpiresInHours: 1 },
      }),
      'device link',
    );
    const pairing = must(
      await call(baseUrl, 'POST', '/checkin/pair', { body: { Token: link.PairingToken } }),
      'pair',
    );
    devices.push({ devicetoken: pairing.DeviceToken });
  }

  // 1. Device sync.
  const syncs = [];
  let gzipBytes = 0;
  let rawBytes = 0;
  let ticketCount = 0;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const res = await call(baseUrl, 'GET', '/checkin/snapshot', {
      headers: { ...devices[0], 'accept-encoding': 'gzip' },
      raw: true,
    });
    if (res.status !== 200) throw new Error(`snapshot ${res.status}`);
    const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.buffer) : res.buffer;
    syncs.push(performance.now() - started);
    gzipBytes = res.headers['content-encoding'] === 'gzip' ? res.buffer.length : zlib.gzipSync(body).length;
    rawBytes = body.length;
    ticketCount = JSON.parse(body.toString('utf8')).Tickets.length;
  }
  syncs.sort((a, b) => a - b);

  // 2. Online scans: the QRs are signed with the event's key, exactly as the tickets show them.
  const key = (await db.query('select private_key from event_signing_keys where event_id = $1', [eventId]))
    .rows[0];
  const privateKey = crypto.createPrivateKey({ key: key.private_key, format: 'der', type: 'pkcs8' });
  // The contract's own QR format (TypeScript, loaded through tsx), so the bench signs what tickets show.
  const { ticketQrMessage, composeTicketQr } = await tsImport(
    '../packages/contract/src/checkin-qr.ts',
    import.meta.url,
  );
  const rows = (
    await db.query(
      `select t.code, i.sector_key from tickets t join order_items i on i.id = t.order_item_id
        where t.event_id = $1 order by random() limit $2`,
      [eventId, RATE * SECONDS],
    )
  ).rows;
  const qrs = rows.map((row) => {
    const message = ticketQrMessage(row.code, eventId, row.sector_key);
    return composeTicketQr(message, crypto.sign(null, Buffer.from(message), privateKey));
  });
  const total = RATE * SECONDS;
  const latencies = [];
  const results = {};
  const start = performance.now() + 50;
  await Promise.all(
    Array.from({ length: total }, (_, i) => {
      const scheduled = start + (i * 1000) / RATE;
      // One in ten scans a ticket already let in (a second door, a pass-back).
      const qr = i % 10 === 9 ? qrs[i - 5] : qrs[i];
      return new Promise((resolve) => setTimeout(resolve, Math.max(0, scheduled - performance.now()))).then(
        async () => {
          const res = await call(baseUrl, 'POST', '/checkin/scans', {
            headers: devices[i % 2],
            body: {
              Scans: [
                {
                  ScanId: crypto.randomUUID(),
                  Code: qr,
                  Direction: 'IN',
                  ScannedAt: new Date().toISOString(),
                },
              ],
            },
          });
          latencies.push(performance.now() - scheduled);
          const result = res.status === 200 ? res.body.Results[0].Result : `HTTP ${res.status}`;
          results[result] = (results[result] ?? 0) + 1;
        },
      );
    }),
  );
  latencies.sort((a, b) => a - b);
  const count = must(
    await call(baseUrl, 'GET', `/checkticket/transition/${eventId}/count`, { headers: auth }),
    'count',
  );

  report('checkin-postgres', {
    tickets: { value: ticketCount },
    'sync gzip kB (budget 1,024)': { value: Math.round(gzipBytes / 1024) },
    'sync raw kB': { value: Math.round(rawBytes / 1024) },
    'sync ms p50 (budget 2,000)': { value: Math.round(percentile(syncs, 50)) },
    'sync ms max': { value: Math.round(syncs[syncs.length - 1]) },
    'scans offered': { value: total },
    'scans/s offered': { value: RATE },
    'scan ms p50': { value: Number(percentile(latencies, 50).toFixed(1)) },
    'scan ms p99 (budget 30)': { value: Number(percentile(latencies, 99).toFixed(1)) },
    'scan ms max': { value: Number(latencies[latencies.length - 1].toFixed(1)) },
    WELCOME: { value: results.WELCOME ?? 0 },
    ALREADY_INSIDE: { value: results.ALREADY_INSIDE ?? 0 },
    other: { value: total - (results.WELCOME ?? 0) - (results.ALREADY_INSIDE ?? 0) },
    'inside (count endpoint)': { value: count.Inside },
  });
} finally {
  await db.end();
  await stopServer(server.child);
  agent.destroy();
  await admin(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
