// npm run bench: every benchmark in turn. Results land in bench/results/*.json and on stdout.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const only = process.argv.slice(2);
const benches = ['web-size', 'cold-start', 'api-latency', 'read', 'login'].filter(
  (name) => only.length === 0 || only.includes(name),
);
for (const name of benches) {
  execFileSync(process.execPath, [path.join(root, 'bench', `${name}.mjs`)], { stdio: 'inherit' });
}
