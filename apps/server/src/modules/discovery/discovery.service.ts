import {
  type EventListItem,
  type Language,
  SEARCH,
  type SearchResults,
  type SearchType,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import { presentArticleListItem } from '../articles/articles.presenter';
import { articleCardsByIds } from '../articles/articles.repository';
import { eventCardsByIds } from '../events/event-cards.repository';
import { presentEventListItem } from '../events/events.presenter';
import { ANONYMOUS, followedAmong, type Viewer } from '../events/viewer';
import { presentProfileSummary } from './discovery.presenter';
import { profileSummariesByIds, type SearchKey, searchIds, searchKeywords } from './discovery.repository';
import { createTtlCache } from './search-cache';

/** More words than this add little and cost a trigram scan each. */
const MAX_WORDS = 6;

/**
 * The typed key folded like the search columns (diacritics, case, ß…), NUL-free; null when shorter than
 * `minLength` so the caller answers empty without touching the database (spec 1 §5: search needs 2+).
 */
export function searchKeyOf(raw: string, minLength: number = SEARCH.minLength): SearchKey | null {
  const key = normalizeSearchText(raw.replaceAll('\u0000', ''));
  if (key.length < minLength) return null;
  const words = [...new Set(key.split(' ').filter((word) => word.length >= 2))].slice(0, MAX_WORDS);
  return { key, words: words.length > 0 ? words : [key] };
}

const EMPTY: SearchResults = { Profiles: [], Events: [], Articles: [] };

/** How long ranked ids are reused (see search-cache.ts: only new matches can be this late). */
export const SEARCH_RANKING_TTL_MS = 3_000;

/** Search (spec 1 §5, §7): typo-tolerant and diacritics-insensitive, ranked exact > prefix > word > typo. */
export function createDiscoveryService(
  db: Db,
  now: () => Date = () => new Date(),
  rankingTtlMs: number = SEARCH_RANKING_TTL_MS,
) {
  const rankings = createTtlCache<Record<SearchType, string[]>>({ ttlMs: rankingTtlMs, maxEntries: 1_000 });
  async function search(
    raw: string,
    limit: number,
    types: readonly SearchType[],
    viewer: Viewer,
    language: Language,
  ): Promise<SearchResults> {
    const key = searchKeyOf(raw);
    if (!key) return EMPTY;
    const at = now();
    const cacheKey = `${[...types].sort().join(',')}|${limit}|${key.words.join(' ')}|${key.key}`;
    const found = await rankings.get(cacheKey, () => searchIds(db, key, types, at, limit));
    const [events, profileRows, articles, followed] = await Promise.all([
      // 'current': an event unpublished or over since the ranking was memoized stays hidden.
      eventCardsByIds(db, found.Events, 'current', at),
      profileSummariesByIds(db, found.Profiles),
      articleCardsByIds(db, found.Articles),
      followedAmong(db, viewer.activeProfileId, found.Profiles),
    ]);
    return {
      Profiles: profileRows.map((row) => presentProfileSummary(row, language, followed)),
      Events: events.map((row) => presentEventListItem(row, language)),
      Articles: articles.map(presentArticleListItem),
    };
  }

  return {
    /** GET /search/multiple and /search/prefix: every asked type, `limit` each. Throws nothing. */
    search,

    /** GET /event/prefix: events only. Throws nothing. */
    async events(raw: string, limit: number, language: Language): Promise<EventListItem[]> {
      return (await search(raw, limit, ['Events'], ANONYMOUS, language)).Events;
    },

    /** GET /search/tags: keywords of published events and articles; keys under 4 characters answer []. */
    async tags(raw: string, page: number, perPage: number): Promise<string[]> {
      const key = searchKeyOf(raw, SEARCH.tagMinLength);
      if (!key) return [];
      return searchKeywords(db, key.key, perPage, (page - 1) * perPage);
    },
  };
}
