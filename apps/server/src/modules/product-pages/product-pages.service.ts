import type {
  ArticleListItem,
  EventListItem,
  Language,
  ProfileRef,
  RecommendationReason,
  RecommendedEvent,
} from '@marquee/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import { presentArticleListItem } from '../articles/articles.presenter';
import { createArticleCardsRepository } from '../articles/articles.repository';
import { listEventCards } from '../events/event-cards.repository';
import { presentEventListItem } from '../events/events.presenter';
import { presentProfileRef } from '../profiles/profiles.presenter';
import * as repo from './product-pages.repository';

interface Page {
  page: number;
  perPage: number;
}
const window = ({ page, perPage }: Page) => ({ limit: perPage, offset: page * perPage });

function reasonOf(score: number): RecommendationReason {
  if (score >= 4) return 'FOLLOWED';
  return score >= 2 ? 'LIKE_GOING' : 'GENRE';
}

/** The category landing page's lists and the signed-in fan's recommendations (issue 21). */
export function createProductPagesService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const articleCards = createArticleCardsRepository(db);

  /** Throws NOT_FOUND for a slug no genre has. */
  async function genreId(slug: string): Promise<string> {
    const genre = await repo.genreBySlug(db, slug);
    if (!genre) throw new AppError('NOT_FOUND', 'No such category.');
    return genre.id;
  }

  return {
    /** Profiles of the genre, most followed first. Throws NOT_FOUND. */
    async categoryProfiles(slug: string, page: Page): Promise<ProfileRef[]> {
      const { limit, offset } = window(page);
      const rows = await repo.profilesOfGenre(db, await genreId(slug), limit, offset);
      return rows.map(presentProfileRef);
    },

    /** Published articles of the genre, newest first. Throws NOT_FOUND. */
    async categoryArticles(slug: string, page: Page): Promise<ArticleListItem[]> {
      const { limit, offset } = window(page);
      const ids = await repo.articleIdsOfGenre(db, await genreId(slug), limit, offset);
      return (await articleCards.byIds(ids)).map(presentArticleListItem);
    },

    /** The profile's recommended upcoming events with the reason for each. Throws nothing. */
    async recommendations(profileId: string, page: Page, language: Language): Promise<RecommendedEvent[]> {
      const picks = await repo.recommendedEventPicks(db, { profileId, now: now(), ...window(page) });
      if (picks.length === 0) return [];
      const cards = await listEventCards(db, {
        where: inArray(
          events.id,
          picks.map((pick) => pick.id),
        ),
        orderBy: [events.id],
        limit: picks.length,
      });
      const byId = new Map<string, EventListItem>(
        cards.map((row) => [row.id, presentEventListItem(row, language)]),
      );
      return picks.flatMap((pick) => {
        const event = byId.get(pick.id);
        if (!event) return [];
        const reason = reasonOf(pick.score);
        return [{ Event: event, Reason: reason, Via: reason === 'FOLLOWED' ? pick.via : null }];
      });
    },
  };
}
export type ProductPagesService = ReturnType<typeof createProductPagesService>;
