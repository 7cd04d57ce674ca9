import type {
  ArticleListItem,
  EventListItem,
  Language,
  ProfileSummary,
  SearchResults,
} from '@marquee/contract';
import { hrefTo } from '../../../lib/routing/routes';

/** One row of the search listbox; `href` is where Enter or a click goes. */
export type SearchOption =
  | { kind: 'event'; id: string; href: string; item: EventListItem }
  | { kind: 'profile'; id: string; href: string; item: ProfileSummary }
  | { kind: 'article'; id: string; href: string; item: ArticleListItem };

export type SearchGroupKind = SearchOption['kind'];

/** The results in display order (events, profiles, articles), as the arrow keys walk them. */
export function toSearchOptions(results: SearchResults | undefined, language: Language): SearchOption[] {
  if (!results) return [];
  return [
    ...results.Events.map((item) => ({
      kind: 'event' as const,
      id: `event-${item.Id}`,
      href: hrefTo('event-detail', language, { id: item.Nickname ?? item.Id }),
      item,
    })),
    ...results.Profiles.map((item) => ({
      kind: 'profile' as const,
      id: `profile-${item.Id}`,
      href: hrefTo('profile-detail', language, { id: item.Nickname ?? item.Id }),
      item,
    })),
    ...results.Articles.map((item) => ({
      kind: 'article' as const,
      id: `article-${item.Id}`,
      href: hrefTo('article-detail', language, { id: item.Id }),
      item,
    })),
  ];
}

/** Next active index for an arrow key: wraps around; -1 (nothing active) enters from either end. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
