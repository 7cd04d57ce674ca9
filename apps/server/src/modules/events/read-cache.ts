import type { Config } from '../../config';
import { createTtlCache } from '../discovery/search-cache';

/**
 * How long the public reads reuse what they loaded: an event page, a listing page, the cards of a search.
 * At 500 req/s one popular page is then read from PostgreSQL once a second instead of 500 times. Only public
 * data is kept (published events, non-visitor profiles, published articles, as an anonymous visitor sees
 * them); whatever depends on the caller — IsFollowing, GoingStatus, an author's drafts, contacts and embeds —
 * is answered per request (authors always bypass the memo). A change made through this server drops every
 * memo at once (app.services.readCaches.clear() after each write); other changes (another server instance,
 * a background job, a direct database write) show within this many milliseconds.
 */
export const READ_CACHE_TTL_MS = 1_000;

/** READ_CACHE_MS, else off in tests (they write to the database directly and read back at once). */
export function readCacheTtlMs(config: Pick<Config, 'NODE_ENV' | 'READ_CACHE_MS'>): number {
  return config.READ_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : READ_CACHE_TTL_MS);
}

/**
 * A TTL memo of public read results. The service that reads owns it and empties it in its
 * clearReadCaches(); the composition root clears every such memo after a write (modules/index.ts).
 */
export function createReadCache<V>(ttlMs: number, maxEntries = 1_000) {
  return createTtlCache<V>({ ttlMs, maxEntries });
}
