/**
 * A short-lived memo: of ranked search ids (3 s) and of the public reads (events/read-cache.ts, 1 s). Many
 * visitors type the same keys (a city, this week's band), and ranking is the expensive part of a search (a
 * trigram look-alike test per candidate row). The cards of a ranking are re-read with the current visibility
 * whenever their own, shorter memo runs out, so a ranking's TTL only delays a *new* match; IsFollowing is
 * answered per caller.
 *
 * Concurrent misses of one key share a single load (at 500 req/s an expiring key would otherwise start a
 * handful of identical queries at once); the TTL counts from when the load finished. `ttlMs` 0 turns the
 * memo off (every get loads).
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      entries.delete(key);
      // Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const entry = { value: load(), expiresAt: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      entry.value.then(
        () => {
          entry.expiresAt = now() + options.ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
