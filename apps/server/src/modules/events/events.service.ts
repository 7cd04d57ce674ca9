import type { EventListItem, EventSearchQuery } from '@marquee/contract';
import type { Db } from '../../db/client';
import { presentEventListItem } from './events.presenter';
import { searchPublishedEvents } from './events.repository';

/** Event reads for the public (drafts are never shown). */
export function createEventsService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Published events for listings; no errors beyond validation. */
    async search(query: EventSearchQuery): Promise<EventListItem[]> {
      const rows = await searchPublishedEvents(db, {
        genreIds: query.categories,
        cityId: query.cityId,
        since: query.since ? new Date(query.since) : now(),
        till: query.till ? new Date(query.till) : undefined,
        withoutStream: query.withoutStream ?? false,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return rows.map(presentEventListItem);
    },
  };
}
