// Helpers shared by the benchmarks: start the built server on a fresh data dir, wait for it, stop it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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
