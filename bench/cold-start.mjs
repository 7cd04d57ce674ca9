// Cold start: a brand-new embedded database (migrate + seed demo data) until the first API answer,
// then a warm restart on the same data directory.
import fs from 'node:fs';
import { ensureBuilt, freshDataDir, report, startServer, stopServer } from './lib.mjs';

ensureBuilt();
const dataDir = freshDataDir('cold');
const port = 3210;
const cold = await startServer({ port, dataDir, env: { SEED: 'demo', DATABASE_URL: '' } });
const rss = Number(
  (fs.readFileSync(`/proc/${cold.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/) ?? [])[1],
);
await stopServer(cold.child);
const warm = await startServer({ port, dataDir, env: { SEED: 'demo', DATABASE_URL: '' } });
await stopServer(warm.child);
fs.rmSync(dataDir, { recursive: true, force: true });
report('cold-start', {
  'new database, seeded (ms to first answer)': { value: cold.ms },
  'restart on existing database (ms)': { value: warm.ms },
  'RSS after cold start (MiB)': { value: Math.round(rss / 1024) },
});
