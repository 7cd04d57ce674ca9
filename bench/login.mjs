// Login cost: argon2id hash time with the server's parameters, and sign-in latency under 50 parallel
// logins against the built server (embedded database, no demo data). Bounded: a fixed number of logins.
import fs from 'node:fs';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import { freshDataDir, report, serverEntry, startServer, stopServer } from './lib.mjs';

if (!fs.existsSync(serverEntry)) throw new Error('Build the server first: npm run build -w @marquee/server');

// Same as ARGON2_OPTIONS in apps/server/src/modules/accounts/passwords.ts.
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 3, parallelism: 1 };
const HASHES = 20;
const CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 50);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 500);

await argon2.hash('warm-up', ARGON2);
const times = [];
for (let i = 0; i < HASHES; i++) {
  const started = performance.now();
  await argon2.hash(`password-${i}`, ARGON2);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const hashMs = { median: times[Math.floor(HASHES / 2)], max: times[HASHES - 1] };

const dataDir = freshDataDir('login');
const server = await startServer({ port: 3212, dataDir, env: { SEED: 'none' } });
const credentials = { Email: 'bench@marquee.test', Password: 'bench-password' };
const registered = await fetch(`${server.baseUrl}/api/account/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    LoginData: { ...credentials, Gdpr: { TermsOfUse: true, PrivacyPolicy: true } },
  }),
});
if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);

// One at a time first: the cost of a single sign-in (hash verify + queries) without queueing.
const single = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/account/tokenwithuserinfo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  await res.arrayBuffer();
  single.push(performance.now() - started);
}
single.sort((a, b) => a - b);

const result = await autocannon({
  url: `${server.baseUrl}/api/account/tokenwithuserinfo`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(credentials),
  connections: CONNECTIONS,
  amount: LOGINS,
  timeout: 60,
});
await stopServer(server.child);
fs.rmSync(dataDir, { recursive: true, force: true });

report('login', {
  [`argon2id hash (m=${ARGON2.memoryCost} KiB, t=${ARGON2.timeCost}, p=${ARGON2.parallelism})`]: {
    'median ms': Math.round(hashMs.median * 10) / 10,
    'max ms': Math.round(hashMs.max * 10) / 10,
  },
  '20 logins, one at a time': {
    'p50 ms': Math.round(single[10] ?? 0),
    'max ms': Math.round(single[19] ?? 0),
  },
  [`${LOGINS} logins, ${CONNECTIONS} parallel`]: {
    'logins/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.non2xx,
  },
});
