// First-load JavaScript of the shell: the entry chunk and everything it imports statically, gzip-compressed,
// plus the lazily loaded home route, read from Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { report, root } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath))
  throw new Error('Build the web app first (npm run build); the manifest is missing');
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const shell = [...staticClosure(entryKey)];
const homeKey = Object.keys(manifest).find((key) => /features\/home\/.*(route|page)/i.test(key));
const home = homeKey ? [...staticClosure(homeKey)].filter((key) => !shell.includes(key)) : [];
const kb = (keys) => Math.round(keys.reduce((sum, key) => sum + gzip(manifest[key].file), 0) / 102.4) / 10;
const css = (keys) =>
  Math.round(
    keys.flatMap((key) => manifest[key].css ?? []).reduce((sum, file) => sum + gzip(file), 0) / 102.4,
  ) / 10;

report('web-size', {
  'shell JS (entry + static imports), kB gzip': { value: kb(shell) },
  'home route JS (lazy), kB gzip': { value: kb(home) },
  'first load JS on home, kB gzip': { value: Math.round((kb(shell) + kb(home)) * 10) / 10 },
  'shell CSS, kB gzip': { value: css(shell) },
});
