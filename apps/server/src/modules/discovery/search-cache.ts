/**
 * A short-lived memo of ranked search ids. Many visitors type the same keys (a city, this week's band), and
 * ranking is the expensive part of a search (a trigram look-alike test per candidate row); the cards are
 * still read fresh on every request, so names, pictures, prices and IsFollowing are never stale. What the
 * TTL can delay is only a *new* match: a freshly published event shows up in search at most `ttlMs` later.
 * Unpublished or ended events never show, because their cards are re-read with the current visibility.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = await load();
      entries.delete(key);
      // Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
