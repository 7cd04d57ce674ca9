import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, eventGenres, events, genres } from '../../db/schema';

export interface EventSearchFilter {
  genreIds?: string[];
  cityId?: string;
  since: Date;
  till?: Date;
  withoutStream: boolean;
  limit: number;
  offset: number;
}

export type EventListRow = Awaited<ReturnType<typeof searchPublishedEvents>>[number];

/** Published events matching the filter, soonest first; ties broken by id so pages never overlap. */
export async function searchPublishedEvents(db: DbOrTx, filter: EventSearchFilter) {
  const conditions = [eq(events.status, 'PUBLISHED'), gte(events.endAt, filter.since)];
  if (filter.till) conditions.push(lt(events.beginAt, filter.till));
  if (filter.cityId) conditions.push(eq(events.cityId, filter.cityId));
  if (filter.withoutStream) conditions.push(eq(events.isOnline, false));
  if (filter.genreIds && filter.genreIds.length > 0) {
    // A parent genre stands for itself and all its subgenres.
    const matchingGenres = db
      .select({ id: genres.id })
      .from(genres)
      .where(or(inArray(genres.id, filter.genreIds), inArray(genres.parentId, filter.genreIds)));
    conditions.push(
      inArray(
        events.id,
        db
          .select({ id: eventGenres.eventId })
          .from(eventGenres)
          .where(inArray(eventGenres.genreId, matchingGenres)),
      ),
    );
  }
  return db
    .select({
      id: events.id,
      nickname: events.nickname,
      name: events.name,
      beginAt: events.beginAt,
      endAt: events.endAt,
      timeZone: events.timeZone,
      profilePicture: events.profilePicture,
      isOnline: events.isOnline,
      currency: events.currency,
      sellingChannel: events.sellingChannel,
      cityName: cities.name,
      countryCode: cities.countryCode,
      genreIds: sql<
        string[]
      >`coalesce((select array_agg(${eventGenres.genreId}::text) from ${eventGenres} where ${eventGenres.eventId} = ${events.id}), '{}')`,
    })
    .from(events)
    .leftJoin(cities, eq(cities.id, events.cityId))
    .where(and(...conditions))
    .orderBy(asc(events.beginAt), asc(events.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
