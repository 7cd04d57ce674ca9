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
import type { ArticleCardRow, ArticleCardsRepository } from '../articles/articles.repository';
import type { EventCardRow, EventCardsRepository } from '../events/event-cards.repository';
import { presentEventListItem } from '../events/events.presenter';
import { createReadCache } from '../events/read-cache';
import { ANONYMOUS, followedAmong, type Viewer } from '../events/viewer';
import { presentProfileSummary } from './discovery.presenter';
import type { DiscoveryRepository, ProfileSummaryRow, SearchKey } from './discovery.repository';
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

/** The cards of one ranking as anyone sees them; `anonymous` holds the answers per language. */
interface CardsEntry {
  events: EventCardRow[];
  profiles: ProfileSummaryRow[];
  articles: ArticleCardRow[];
  anonymous: Map<Language, SearchResults>;
}

/** The prepared-statement repositories search reads through (shared with events and spots). */
export interface SearchRepositories {
  search: DiscoveryRepository;
  eventCards: EventCardsRepository;
  articleCards: ArticleCardsRepository;
}

/**
 * Search (spec 1 §5, §7): typo-tolerant and diacritics-insensitive, ranked exact > prefix > word > typo.
 * Rankings are memoized for `rankingTtlMs`, their cards for `cardsTtlMs` (read-cache.ts; 0 = off); the
 * service owns both memos, and clearReadCaches() empties the cards' (after every write, modules/index.ts).
 */
export function createDiscoveryService(
  db: Db,
  repos: SearchRepositories,
  options: { now?: () => Date; rankingTtlMs?: number; cardsTtlMs?: number } = {},
) {
  const now = options.now ?? (() => new Date());
  const rankings = createTtlCache<Record<SearchType, string[]>>({
    ttlMs: options.rankingTtlMs ?? SEARCH_RANKING_TTL_MS,
    maxEntries: 1_000,
  });
  const cards = createReadCache<CardsEntry>(options.cardsTtlMs ?? 0);
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
    const entry = await cards.get(cacheKey, async () => {
      const found = await rankings.get(cacheKey, () => repos.search.searchIds(key, types, at, limit));
      const [events, profiles, articles] = await Promise.all([
        // 'current': an event unpublished or over since the ranking was memoized stays hidden.
        repos.eventCards.byIds(found.Events, 'current', at),
        repos.search.profileSummariesByIds(found.Profiles),
        repos.articleCards.byIds(found.Articles),
      ]);
      return { events, profiles, articles, anonymous: new Map() };
    });
    const anonymous = viewer.activeProfileId === null;
    const cached = anonymous ? entry.anonymous.get(language) : undefined;
    if (cached) return cached;
    const followed = await followedAmong(
      db,
      viewer.activeProfileId,
      entry.profiles.map((row) => row.profile.id),
    );
    const answer = {
      Profiles: entry.profiles.map((row) => presentProfileSummary(row, language, followed)),
      Events: entry.events.map((row) => presentEventListItem(row, language)),
      Articles: entry.articles.map(presentArticleListItem),
    };
    if (anonymous) entry.anonymous.set(language, answer);
    return answer;
  }

  return {
    /** Empties the search cards' memo (a write was handled); rankings run out on their own. */
    clearReadCaches(): void {
      cards.clear();
    },

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
      return repos.search.searchKeywords(key.key, perPage, page * perPage);
    },
  };
}
