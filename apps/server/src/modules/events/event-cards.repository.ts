import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { genres } from '../../db/schema/categories';
import { eventGenres, eventLineup, events } from '../../db/schema/events';
import { cities } from '../../db/schema/utility';
import { venues } from '../../db/schema/venues';

/**
 * The one query shape behind every event listing (search, recommended, profile events, spots, search bar):
 * the card columns plus genre ids and lineup names as correlated arrays, so a page is one round trip.
 */
const cardColumns = {
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
  status: events.status,
  cityName: cities.name,
  countryCode: cities.countryCode,
  venueName: venues.name,
  // Events store both coordinates or neither (CHECK), so each falls back to the venue's as a pair.
  lon: sql<number | null>`coalesce(${events.lon}, ${venues.lon})`,
  lat: sql<number | null>`coalesce(${events.lat}, ${venues.lat})`,
  genreIds: sql<
    string[]
  >`coalesce((select array_agg(${eventGenres.genreId}::text order by ${eventGenres.genreId})
    from ${eventGenres} where ${eventGenres.eventId} = ${events.id}), '{}')`,
  lineupNames: sql<
    string[]
  >`coalesce((select array_agg(${eventLineup.name} order by ${eventLineup.day} nulls first,
    ${eventLineup.sortOrder}) from ${eventLineup} where ${eventLineup.eventId} = ${events.id}), '{}')`,
};

const selectCards = (db: DbOrTx) =>
  db
    .select(cardColumns)
    .from(events)
    .leftJoin(cities, eq(cities.id, events.cityId))
    .leftJoin(venues, eq(venues.id, events.venueId));

export interface EventCardQuery {
  where: SQL | undefined;
  orderBy: (SQL | AnyPgColumn)[];
  limit: number;
  offset?: number;
}

/** Cards for an ad-hoc filter (built per call; hot paths use the prepared statements below). */
export async function listEventCards(db: DbOrTx, query: EventCardQuery) {
  return selectCards(db)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset ?? 0);
}
export type EventCardRow = Awaited<ReturnType<typeof listEventCards>>[number];

/** A listing shape prepared once (limit and offset as placeholders); the caller caches it per handle. */
export function prepareEventCards(
  db: Db,
  name: string,
  where: SQL | undefined,
  orderBy: (SQL | AnyPgColumn)[],
) {
  return selectCards(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/**
 * Published, the public condition of every listing. Written as a literal, not a bound parameter: a prepared
 * statement's generic plan can then use the partial indexes on published events (`status = $1` cannot), so
 * PostgreSQL stops re-planning the hot listings on every execution.
 */
export const isPublishedEvent = sql`${events.status} = 'PUBLISHED'`;

/** Events carrying one of the genres; a parent genre stands for itself and all its subgenres. */
export function inGenres(db: DbOrTx, genreIds: readonly string[]): SQL {
  const matchingGenres = db
    .select({ id: genres.id })
    .from(genres)
    .where(or(inArray(genres.id, [...genreIds]), inArray(genres.parentId, [...genreIds])));
  return inArray(
    events.id,
    db
      .select({ id: eventGenres.eventId })
      .from(eventGenres)
      .where(inArray(eventGenres.genreId, matchingGenres)),
  );
}

// ——— Prepared statements: drizzle's query building costs more CPU than PostgreSQL's answer on these hot
// reads, so each shape is built once per database handle (the composition root makes one repository per
// app) and then only executed with new values. ———

const ids = sql.placeholder('ids');
const now = sql.placeholder('now');
const genreIdsParam = sql.placeholder('genreIds');

function prepareCardStatements(db: Db) {
  const byIds = (name: string, where?: SQL) =>
    selectCards(db)
      .where(and(sql`${events.id} = any(${ids}::uuid[])`, where))
      .prepare(name);
  return {
    byIds: byIds('event_cards_by_ids'),
    publishedByIds: byIds('event_cards_published_by_ids', isPublishedEvent),
    currentByIds: byIds('event_cards_current_by_ids', and(isPublishedEvent, gte(events.endAt, now))),
    searches: new Map<string, ReturnType<typeof prepareSearchFor>>(),
  };
}

interface SearchShape {
  genres: boolean;
  city: boolean;
  till: boolean;
  withoutStream: boolean;
}

function inOrder<T extends { id: string }>(wanted: readonly string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

export interface EventSearchFilter {
  genreIds?: string[];
  cityId?: string;
  since: Date;
  till?: Date;
  withoutStream: boolean;
  limit: number;
  offset: number;
}

/** The hot card reads of one database handle, their statements prepared on first use. */
export function createEventCardsRepository(db: Db) {
  let prepared: ReturnType<typeof prepareCardStatements> | undefined;
  const statements = () => {
    prepared ??= prepareCardStatements(db);
    return prepared;
  };

  return {
    /**
     * Cards for the given ids in the order given; missing ids are skipped, and so are drafts (`published`)
     * or drafts and events that are over (`current`).
     */
    async byIds(
      wanted: readonly string[],
      visibility: 'any' | 'published' | 'current' = 'published',
      at: Date = new Date(),
    ): Promise<EventCardRow[]> {
      if (wanted.length === 0) return [];
      const s = statements();
      const rows =
        visibility === 'any'
          ? await s.byIds.execute({ ids: [...wanted] })
          : visibility === 'published'
            ? await s.publishedByIds.execute({ ids: [...wanted] })
            : await s.currentByIds.execute({ ids: [...wanted], now: at.toISOString() });
      return inOrder(wanted, rows);
    },

    /** Published events matching the filter, soonest first; ties broken by id so pages never overlap. */
    async search(filter: EventSearchFilter): Promise<EventCardRow[]> {
      const shape: SearchShape = {
        genres: Boolean(filter.genreIds && filter.genreIds.length > 0),
        city: filter.cityId !== undefined,
        till: filter.till !== undefined,
        withoutStream: filter.withoutStream,
      };
      const key = Object.entries(shape)
        .map(([name, on]) => (on ? name[0] : '_'))
        .join('');
      const s = statements();
      let statement = s.searches.get(key);
      if (!statement) {
        statement = prepareSearchFor(db, key, shape);
        s.searches.set(key, statement);
      }
      return statement.execute({
        since: filter.since.toISOString(),
        till: filter.till?.toISOString(),
        cityId: filter.cityId,
        genreIds: filter.genreIds ?? [],
        limit: filter.limit,
        offset: filter.offset,
      });
    },
  };
}
export type EventCardsRepository = ReturnType<typeof createEventCardsRepository>;

/** GET /event/search for one combination of present filters (at most 16 statements, made on first use). */
function prepareSearchFor(db: Db, key: string, shape: SearchShape) {
  const conditions: SQL[] = [isPublishedEvent, gte(events.endAt, sql.placeholder('since'))];
  if (shape.till) conditions.push(lt(events.beginAt, sql.placeholder('till')));
  if (shape.city) conditions.push(eq(events.cityId, sql.placeholder('cityId')));
  if (shape.withoutStream) conditions.push(eq(events.isOnline, false));
  if (shape.genres) {
    conditions.push(sql`${events.id} in (select ${eventGenres.eventId} from ${eventGenres}
      where ${eventGenres.genreId} in (select ${genres.id} from ${genres}
        where ${genres.id} = any(${genreIdsParam}::uuid[]) or ${genres.parentId} = any(${genreIdsParam}::uuid[])))`);
  }
  return selectCards(db)
    .where(and(...conditions))
    .orderBy(asc(events.beginAt), asc(events.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`event_search_${key}`);
}
