import { createHash } from 'node:crypto';

/** Namespace for demo-data ids, so they never collide with ids made by the app (random v4). */
const NAMESPACE = 'marquee-demo-seed';

/**
 * A deterministic UUID (version-5 layout: SHA-1 of namespace + kind + key). The same key always yields the
 * same id, so reseeding another database gives identical ids and tests and e2e fixtures can refer to them.
 */
export function seedUuid(kind: string, key: string): string {
  const hash = createHash('sha1').update(`${NAMESPACE}\u0000${kind}\u0000${key}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Small seeded PRNG (mulberry32): plausible counts without Math.random, identical on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** ASCII slug for nicknames and image names: "Lúky Festival" → "luky-festival". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Demo pictures are generated SVGs served by the app at this path (see images.ts). */
export function demoImagePath(slug: string): string {
  return `/demo/images/${slug}.svg`;
}

/** Plain paragraphs → the sanitized rich-text HTML the app stores (escaped, one <p> each). */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  const escapeHtml = (text: string) =>
    text.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch] ?? ch);
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
}
