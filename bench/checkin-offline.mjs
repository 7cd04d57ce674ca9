// npm run bench -- checkin-offline: the door phone's offline decision in Chromium at 4× CPU throttle (budget
// ≤ 10 ms, ARCHITECTURE §6). The web app's own modules (features/checkin/lib/door-index.ts and signature.ts,
// with the contract's parseScan/decideScan) are bundled with esbuild and run in Debian's Chromium over a
// 16,000-ticket snapshot with a real Ed25519 key; each decision is a signed QR of a ticket, half of them
// already inside. Timed inside the page with performance.now(): parse, signature (WebCrypto), decision.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { tsImport } from 'tsx/esm/api';
import { report, root } from './lib.mjs';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 16_000);
const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 500);
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);

const { ticketQrMessage, composeTicketQr } = await tsImport(
  '../packages/contract/src/checkin-qr.ts',
  import.meta.url,
);

// The snapshot a paired phone downloads (GET /checkin/snapshot), with a key pair of our own.
const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519');
const rawPublic = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
const eventId = crypto.randomUUID();
const sectors = Array.from({ length: 8 }, (_, i) => ({
  Key: crypto.randomUUID(),
  Name: `Sector ${i + 1}`,
  IsMerchandise: false,
}));
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const code = () => Array.from(crypto.randomBytes(20), (b) => alphabet[b & 31]).join('');
const tickets = Array.from({ length: TICKETS }, (_, i) => [
  code(),
  i % sectors.length,
  `Row ${i % 40} · Seat ${i % 30}`,
  0,
  0,
  -1,
]);
const snapshot = {
  Device: {
    Id: crypto.randomUUID(),
    Name: 'Bench',
    GateId: 'g',
    LinkExpiresAt: null,
    PairedAt: null,
    LastSeenAt: null,
    RevokedAt: null,
  },
  Event: { Id: eventId, Name: 'Bench arena', Begin: new Date().toISOString(), TimeZone: 'Europe/Bratislava' },
  PublicKey: Buffer.from(rawPublic).toString('base64'),
  SendSectorName: true,
  AllowReentry: true,
  Gate: { Id: 'g', Name: 'Main entrance', SectorKeys: [] },
  Gates: [{ Id: 'g', Name: 'Main entrance' }],
  Sectors: sectors,
  Tickets: tickets,
  At: new Date().toISOString(),
};
const qrs = Array.from({ length: DECISIONS }, (_, i) => {
  // Every other scan is the previous ticket again: already inside.
  const ticket = tickets[i % 2 === 1 ? (i - 1) * 7 : i * 7];
  const message = ticketQrMessage(ticket[0], eventId, sectors[ticket[1]].Key);
  return composeTicketQr(message, crypto.sign(null, Buffer.from(message), privateKey));
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-door-'));
const entry = path.join(dir, 'entry.ts');
fs.writeFileSync(
  entry,
  `import { buildDoorIndex, decideOffline } from '${path.join(root, 'apps/web/src/features/checkin/lib/door-index.ts')}';
import { signatureCheck } from '${path.join(root, 'apps/web/src/features/checkin/lib/signature.ts')}';
(globalThis as any).benchDoor = async (snapshot: any, qrs: string[]) => {
  const index = buildDoorIndex(snapshot);
  const verify = await signatureCheck(snapshot.PublicKey);
  const times: number[] = [];
  const results: Record<string, number> = {};
  for (const text of qrs) {
    const started = performance.now();
    const { answer } = await decideOffline(index, { scanId: crypto.randomUUID(), text, direction: 'IN', nowMs: Date.now() }, verify);
    times.push(performance.now() - started);
    results[answer.result] = (results[answer.result] ?? 0) + 1;
  }
  return { times, results };
};`,
);
const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  write: false,
  minify: true,
  absWorkingDir: path.join(root, 'apps/web'),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  // A secure context for WebCrypto: a data: URL is not one, a local http page is.
  await page.route('http://bench.localhost/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>door</title>' }),
  );
  await page.goto('http://bench.localhost/');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const { times, results } = await page.evaluate(([s, q]) => globalThis.benchDoor(s, q), [snapshot, qrs]);
  const sorted = times.slice(20).sort((a, b) => a - b); // the first few warm the JIT and the key import
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  report('checkin-offline-chromium', {
    tickets: { value: TICKETS },
    'CPU throttle': { value: `${THROTTLE}×` },
    decisions: { value: sorted.length },
    'decision ms p50': { value: Number(at(50).toFixed(2)) },
    'decision ms p99 (budget 10)': { value: Number(at(99).toFixed(2)) },
    'decision ms max': { value: Number(sorted[sorted.length - 1].toFixed(2)) },
    WELCOME: { value: results.WELCOME ?? 0 },
    ALREADY_INSIDE: { value: results.ALREADY_INSIDE ?? 0 },
    other: { value: DECISIONS - (results.WELCOME ?? 0) - (results.ALREADY_INSIDE ?? 0) },
  });
} finally {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
