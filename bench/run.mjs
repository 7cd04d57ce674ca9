// npm run bench (after npm run build): every benchmark in turn, or the ones named
// (`npm run bench -- read login`). Results land in bench/results/*.json and on stdout.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const scripts = {
  // First-load JS of the home page as the budget counts it (entry + static imports + lazy route).
  'web-size': [path.join(root, 'apps/web/scripts/first-load-size.mjs'), 'HomePage'],
  'cold-start': [path.join(root, 'bench/cold-start.mjs')],
  'api-latency': [path.join(root, 'bench/api-latency.mjs')],
  read: [path.join(root, 'bench/read.mjs')],
  login: [path.join(root, 'bench/login.mjs')],
  // The door phone's offline decision in Chromium at 4x CPU throttle (needs /usr/bin/chromium).
  'checkin-offline': [path.join(root, 'bench/checkin-offline.mjs')],
  // Ticket registration visibility after a keystroke, 200 questions × 10 tickets, Chromium at 4x throttle.
  questionnaire: [path.join(root, 'bench/questionnaire.mjs')],
  // Streams (issue 20): unlock p99, token-checked segments at 200 viewers, transcode of a 60 s 720p clip.
  streams: [path.join(root, 'bench/streams.mjs')],
  // Server-rendered event page (issue 25) at 100 req/s: HTML cache off, on, SSR=off, next to its JSON API.
  ssr: [path.join(root, 'bench/ssr.mjs')],
  // Needs DATABASE_URL (PostgreSQL); skipped without it.
  ...(process.env.DATABASE_URL
    ? {
        checkin: [path.join(root, 'bench/checkin.mjs')],
        // Organizer insight (issue 18): statistics of a 16,000-ticket event, and its streamed exports.
        insight: [path.join(root, 'bench/insight.mjs')],
        'orders-export': [path.join(root, 'bench/orders-export.mjs')],
      }
    : {}),
};
const only = process.argv.slice(2);
for (const [name, args] of Object.entries(scripts)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n## ${name}`);
  execFileSync(process.execPath, args, { stdio: 'inherit' });
}
