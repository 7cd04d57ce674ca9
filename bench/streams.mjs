// npm run bench -- streams (after npm run build is not needed: the server runs from source via tsx).
// Issue 20 budgets (ARCHITECTURE §6): stream unlock p99 ≤ 50 ms; a token-checked segment p99 ≤ 10 ms at
// 200 viewers polling; and the transcode time of a 60 s 720p clip (reported, no budget).
//   1. unlock: every viewer unlocks its own code once (binding), then rechecks open loop at
//      BENCH_UNLOCK_RATE (default 50) per second for BENCH_SECONDS (default 10); latency from the scheduled
//      send time (no coordinated omission).
//   2. segments: BENCH_VIEWERS (default 200) viewers each fetch the live playlist and a 750 kB segment every
//      2 s (an HLS player's pace at 2-second segments), open loop for BENCH_SECONDS; p50/p99 of each.
//   3. transcode: a 60 s 1280×720 30 fps test pattern with a tone (ffmpeg lavfi) is uploaded to POST
//      /uploadVod; time to the 201 (upload and content checks) and from there to READY (the transcode).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { report, root } from './lib.mjs';

const RATE = Number(process.env.BENCH_UNLOCK_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);

const server = spawn(process.execPath, [path.join(root, 'bench/streams-server.mjs')], {
  env: { ...process.env, BENCH_VIEWERS: String(VIEWERS) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The first stdout line that is our JSON (the app may log before it).
const setup = await new Promise((resolve, reject) => {
  const lines = readline.createInterface({ input: server.stdout });
  lines.on('line', (line) => {
    if (!line.startsWith('{"port"')) return;
    lines.close();
    resolve(JSON.parse(line));
  });
  server.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
});
const base = `http://127.0.0.1:${setup.port}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function get(urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${urlPath}`, { agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100
    : null;
};

/** Runs `fire(i)` at `perSecond` for SECONDS, latency measured from each scheduled send time. */
async function openLoop(perSecond, fire) {
  const latencies = [];
  const errors = [];
  const start = performance.now();
  const total = Math.round(perSecond * SECONDS);
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      fire(i).then(
        (status) => {
          if (status === 200) latencies.push(performance.now() - due);
          else errors.push(status);
        },
        (error) => errors.push(error.message),
      ),
    );
  }
  await Promise.all(pending);
  return { latencies, errors };
}

const device = (i) => `bench-device-${i}`;
const unlockUrl = (i) =>
  `/api/stream/${setup.streamId}?code=${setup.codes[i % setup.codes.length]}&device=${device(i % setup.codes.length)}`;
try {
  // 1. Bind every code, then recheck.
  const tokens = [];
  for (let i = 0; i < setup.codes.length; i++) {
    const res = await get(unlockUrl(i));
    if (res.status !== 200) throw new Error(`unlock ${i}: ${res.status} ${res.body}`);
    tokens.push(JSON.parse(res.body).ViewToken);
  }
  console.log('unlock: rechecks');
  const unlock = await openLoop(RATE, async (i) => (await get(unlockUrl(i))).status);

  // 2. 200 viewers, each a playlist and a segment every 2 s.
  const segmentLatencies = [];
  const playlist = await openLoop(VIEWERS / 2, async (i) => {
    const viewer = i % VIEWERS;
    const media = `/api/stream/${setup.streamId}/media/${tokens[viewer]}/live`;
    const list = await get(`${media}/index.m3u8`);
    const segment = `seg_${String((i % 6) + 1).padStart(5, '0')}.ts`;
    const started = performance.now();
    const seg = await get(`${media}/${segment}`);
    if (seg.status === 200) segmentLatencies.push(performance.now() - started);
    return list.status;
  });

  // 3. Transcode of a 60 s 720p clip.
  console.log('transcode: making the clip');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-clip-'));
  const clip = path.join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=30:duration=60',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=60',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    clip,
  ]);
  const bytes = fs.statSync(clip).size;
  const boundary = '----benchclip';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const body = Buffer.concat([head, fs.readFileSync(clip), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const postStart = performance.now();
  const response = await fetch(`${base}/api/uploadVod?streamId=${setup.streamId}&guid=bench-clip-1`, {
    method: 'POST',
    headers: { ...setup.owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const created = { status: response.status, body: await response.text() };
  console.log(`upload answered ${created.status}`);
  if (created.status !== 201) throw new Error(`upload: ${created.status} ${created.body}`);
  const accepted = performance.now();
  let state = 'PROCESSING';
  const progressSeen = new Set();
  while (state === 'PROCESSING') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const status = JSON.parse((await get('/api/uploadVod/bench-clip-1/status', setup.owner)).body);
    state = status.State;
    progressSeen.add(status.Progress);
    if (state === 'FAILED') throw new Error(`transcode failed: ${status.FailureReason}`);
  }
  const ready = performance.now();
  fs.rmSync(dir, { recursive: true, force: true });

  report('streams', {
    unlock: {
      requests: unlock.latencies.length,
      errors: unlock.errors.length,
      rate: RATE,
      p50_ms: pct(unlock.latencies, 50),
      p99_ms: pct(unlock.latencies, 99),
      budget_p99_ms: 50,
    },
    playlist: {
      viewers: VIEWERS,
      requests: playlist.latencies.length,
      errors: playlist.errors.length,
      p50_ms: pct(playlist.latencies, 50),
      p99_ms: pct(playlist.latencies, 99),
    },
    segment_750kB: {
      requests: segmentLatencies.length,
      p50_ms: pct(segmentLatencies, 50),
      p99_ms: pct(segmentLatencies, 99),
      budget_p99_ms: 10,
    },
    transcode_60s_720p: {
      upload_bytes: bytes,
      upload_and_checks_ms: Math.round(accepted - postStart),
      transcode_ms: Math.round(ready - accepted),
      realtime_factor: Math.round((60_000 / (ready - accepted)) * 100) / 100,
      progress_values_seen: progressSeen.size,
    },
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    cpus: os.cpus().length,
    loadavg_1m: os.loadavg()[0],
  });
} finally {
  server.kill('SIGTERM');
}
