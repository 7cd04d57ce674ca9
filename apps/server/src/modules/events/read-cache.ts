import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createTtlCache } from '../discovery/search-cache';

/**
 * How long the public reads reuse what they loaded: an event page, a listing page, the cards of a search.
 * At 500 req/s one popular page is then read from PostgreSQL once a second instead of 500 times. Only public
 * data is kept (published events, non-visitor profiles, published articles, as an anonymous visitor sees
 * them); whatever depends on the caller — IsFollowing, GoingStatus, an author's drafts, contacts and embeds —
 * is answered per request (authors always bypass the memo). A change made through this server drops every
 * memo at once (see clearReadCaches); other changes (another server instance, a background job, a direct
 * database write) show within this many milliseconds.
 */
export const READ_CACHE_TTL_MS = 1_000;

/** READ_CACHE_MS, else off in tests (they write to the database directly and read back at once). */
export function readCacheTtlMs(config: Pick<Config, 'NODE_ENV' | 'READ_CACHE_MS'>): number {
  return config.READ_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : READ_CACHE_TTL_MS);
}

type Clearable = { clear(): void };
const byDb = new WeakMap<Db, Set<Clearable>>();

/** A TTL memo of public read results that clearReadCaches(db) empties. */
export function createReadCache<V>(db: Db, ttlMs: number, maxEntries = 1_000) {
  const cache = createTtlCache<V>({ ttlMs, maxEntries });
  let caches = byDb.get(db);
  if (!caches) {
    caches = new Set();
    byDb.set(db, caches);
  }
  caches.add(cache);
  return cache;
}

/** Drops every read memo of this database handle; called once a write request has been handled. */
export function clearReadCaches(db: Db): void {
  for (const cache of byDb.get(db) ?? []) cache.clear();
}
