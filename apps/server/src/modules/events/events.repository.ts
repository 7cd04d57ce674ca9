import { MAXIMUM_DATE } from '@marquee/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { articleProfiles, articles } from '../../db/schema/articles';
import { genres } from '../../db/schema/categories';
import { eventGenres, eventLineup, events } from '../../db/schema/events';
import { profileGenres, profiles } from '../../db/schema/profiles';
import { eventVisitors, follows } from '../../db/schema/social-graph';
import { venues } from '../../db/schema/venues';
import { inGenres, isPublishedEvent, listEventCards, prepareEventCards } from './event-cards.repository';

export interface Page {
  limit: number;
  offset: number;
}

/** `eventBegin` (future | past | an instant) → condition and order; see EventBeginSchema. */
export type BeginFilter = { kind: 'future' | 'past'; now: Date } | { kind: 'from'; from: Date };

export function beginCondition(
  filter: BeginFilter,
  begin: AnyPgColumn = events.beginAt,
  end: AnyPgColumn = events.endAt,
) {
  if (filter.kind === 'from') return { where: gte(begin, filter.from), orderBy: [asc(begin)] };
  if (filter.kind === 'past') return { where: lt(end, filter.now), orderBy: [desc(begin)] };
  return { where: gte(end, filter.now), orderBy: [asc(begin)] };
}

const venuesOf = (profileId: string) =>
  sql`select ${venues.id} from ${venues} where ${venues.profileId} = ${profileId}`;
const lineupEventsOf = (profileId: string) =>
  sql`select ${eventLineup.eventId} from ${eventLineup} where ${eventLineup.profileId} = ${profileId}`;

/** A profile's events as author, venue or lineup member; drafts only it authored and only when asked. */
export async function profileEvents(
  db: DbOrTx,
  query: Page & { profileId: string; includeDrafts: boolean; begin: BeginFilter },
) {
  const { where, orderBy } = beginCondition(query.begin);
  const involved = or(
    eq(events.authorProfileId, query.profileId),
    sql`${events.venueId} in (${venuesOf(query.profileId)})`,
    sql`${events.id} in (${lineupEventsOf(query.profileId)})`,
  );
  const visible = query.includeDrafts
    ? or(isPublishedEvent, eq(events.authorProfileId, query.profileId))
    : isPublishedEvent;
  return listEventCards(db, {
    where: and(involved, visible, where),
    orderBy: [...orderBy, asc(events.id)],
    ...query,
  });
}

/** Published events the visitor profile marked Going. */
export async function visitorEvents(db: DbOrTx, query: Page & { visitorId: string; begin: BeginFilter }) {
  const { where, orderBy } = beginCondition(query.begin);
  const going = inArray(
    events.id,
    db
      .select({ id: eventVisitors.eventId })
      .from(eventVisitors)
      .where(and(eq(eventVisitors.profileId, query.visitorId), eq(eventVisitors.status, 'Going'))),
  );
  return listEventCards(db, {
    where: and(isPublishedEvent, going, where),
    orderBy: [...orderBy, asc(events.id)],
    ...query,
  });
}

/**
 * Events a media profile supports: it authored them, appears in their lineup, or its published articles
 * are about their author, venue or a lineup member (see docs/decisions.md).
 */
export async function supportedEvents(db: DbOrTx, query: Page & { profileId: string; begin: BeginFilter }) {
  const { where, orderBy } = beginCondition(query.begin);
  const covered = sql`select ${articleProfiles.profileId} from ${articleProfiles}
    join ${articles} on ${articles.id} = ${articleProfiles.articleId}
    where ${articles.authorProfileId} = ${query.profileId} and ${articles.status} = 'PUBLISHED'`;
  const supported = or(
    eq(events.authorProfileId, query.profileId),
    sql`${events.id} in (${lineupEventsOf(query.profileId)})`,
    sql`${events.authorProfileId} in (${covered})`,
    sql`${events.venueId} in (select ${venues.id} from ${venues} where ${venues.profileId} in (${covered}))`,
    sql`${events.id} in (select ${eventLineup.eventId} from ${eventLineup} where ${eventLineup.profileId} in (${covered}))`,
  );
  return listEventCards(db, {
    where: and(isPublishedEvent, supported, where),
    orderBy: [...orderBy, asc(events.id)],
    ...query,
  });
}

/** What the signed-in visitor's follows say about their taste; empty lists when they follow nobody. */
export async function followedTaste(db: DbOrTx, profileId: string) {
  const followed = db
    .select({ id: follows.followedProfileId })
    .from(follows)
    .where(eq(follows.followerProfileId, profileId));
  const [profileRows, genreRows] = await Promise.all([
    db
      .select({ id: profiles.id, cityId: profiles.cityId })
      .from(profiles)
      .where(inArray(profiles.id, followed)),
    db
      .selectDistinct({ id: profileGenres.genreId })
      .from(profileGenres)
      .where(inArray(profileGenres.profileId, followed)),
  ]);
  return {
    profileIds: profileRows.map((row) => row.id),
    cityIds: [...new Set(profileRows.flatMap((row) => (row.cityId ? [row.cityId] : [])))],
    genreIds: genreRows.map((row) => row.id),
  };
}
export type Taste = Awaited<ReturnType<typeof followedTaste>>;

/**
 * Upcoming published events ranked by popularity: followers of the organizer and the best-followed lineup
 * member and Going answers (log-damped so one star doesn't bury everything), minus a day-distance penalty
 * (soonest first among equals). A signed-in visitor's taste ranks first: events with profiles they follow,
 * then matching genres and cities. Ties fall back to begin and id, so paging is deterministic.
 */
function popularity(now: SQL): SQL {
  const authorFollowers = sql`coalesce((select ${profiles.followersCount} from ${profiles}
    where ${profiles.id} = ${events.authorProfileId}), 0)`;
  const lineupFollowers = sql`coalesce((select max(${profiles.followersCount}) from ${eventLineup}
    join ${profiles} on ${profiles.id} = ${eventLineup.profileId} where ${eventLineup.eventId} = ${events.id}), 0)`;
  const going = sql`(select count(*) from ${eventVisitors}
    where ${eventVisitors.eventId} = ${events.id} and ${eventVisitors.status} = 'Going')`;
  const daysAway = sql`least(greatest(extract(epoch from (${events.beginAt} - ${now})) / 86400, 0), 90)`;
  const longTerm = sql`case when ${events.endAt} = ${MAXIMUM_DATE}::timestamptz then 1 else 0 end`;
  return sql`ln(1 + ${authorFollowers} + ${lineupFollowers}) + 2 * ln(1 + ${going}) - ${daysAway} / 14 - ${longTerm}`;
}

/** How well an event fits what the visitor follows: 2 for a followed profile, +1 genre, +1 city. */
function tasteScore(db: DbOrTx, taste: Taste): SQL {
  const parts: SQL[] = [sql`0`];
  if (taste.profileIds.length > 0) {
    parts.push(sql`case when ${inArray(events.authorProfileId, taste.profileIds)} or exists (select 1 from
      ${eventLineup} where ${eventLineup.eventId} = ${events.id} and ${inArray(eventLineup.profileId, taste.profileIds)})
      then 2 else 0 end`);
  }
  if (taste.genreIds.length > 0) {
    // A followed profile's parent genre matches events in any of its subgenres.
    const liked = db
      .select({ id: genres.id })
      .from(genres)
      .where(or(inArray(genres.id, taste.genreIds), inArray(genres.parentId, taste.genreIds)));
    parts.push(sql`case when exists (select 1 from ${eventGenres} where ${eventGenres.eventId} = ${events.id}
      and ${inArray(eventGenres.genreId, liked)}) then 1 else 0 end`);
  }
  if (taste.cityIds.length > 0)
    parts.push(sql`case when ${inArray(events.cityId, taste.cityIds)} then 1 else 0 end`);
  return sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * Upcoming published events ranked by popularity: followers of the organizer and the best-followed lineup
 * member and Going answers (log-damped so one star doesn't bury everything), minus a day-distance penalty
 * (soonest first among equals). A signed-in visitor's taste ranks first: events with profiles they follow,
 * then matching genres and cities. Ties fall back to begin and id, so paging is deterministic. The
 * anonymous ranking (the common case) is a statement prepared on first use, one per database handle (the
 * composition root makes one per app).
 */
export function createRecommendedEvents(db: Db) {
  let anonymous: ReturnType<typeof prepareEventCards> | undefined;
  return async function recommendedEvents(query: Page & { now: Date; taste: Taste | null }) {
    const taste = query.taste;
    if (
      !taste ||
      (taste.profileIds.length === 0 && taste.genreIds.length === 0 && taste.cityIds.length === 0)
    ) {
      if (!anonymous) {
        const now = sql.placeholder('now');
        anonymous = prepareEventCards(
          db,
          'events_recommended',
          and(isPublishedEvent, gte(events.endAt, now)),
          [sql`${popularity(sql`${now}::timestamptz`)} desc`, asc(events.beginAt), asc(events.id)],
        );
      }
      return anonymous.execute({ now: query.now.toISOString(), limit: query.limit, offset: query.offset });
    }
    return listEventCards(db, {
      where: and(isPublishedEvent, gte(events.endAt, query.now)),
      orderBy: [
        sql`${tasteScore(db, taste)} desc`,
        sql`${popularity(sql`${query.now.toISOString()}::timestamptz`)} desc`,
        asc(events.beginAt),
        asc(events.id),
      ],
      limit: query.limit,
      offset: query.offset,
    });
  };
}
export type RecommendedEvents = ReturnType<typeof createRecommendedEvents>;

export interface UniqueLineupFilter {
  genreIds?: string[];
  cityId?: string;
  since: Date;
  /** Candidates to fetch; the service dedupes events and keeps numberOfEvents. */
  limit: number;
}

/** Per lineup profile its soonest matching published event, soonest pairs first. */
export async function uniqueLineupMemberPicks(db: DbOrTx, filter: UniqueLineupFilter) {
  const conditions = [isPublishedEvent, gte(events.endAt, filter.since), isNotNull(eventLineup.profileId)];
  if (filter.cityId) conditions.push(eq(events.cityId, filter.cityId));
  if (filter.genreIds && filter.genreIds.length > 0) conditions.push(inGenres(db, filter.genreIds));
  const picks = db
    .selectDistinctOn([eventLineup.profileId], {
      profileId: sql<string>`${eventLineup.profileId}`.as('profile_id'),
      eventId: sql<string>`${events.id}`.as('event_id'),
      beginAt: sql<string>`${events.beginAt}`.as('begin_at'),
    })
    .from(eventLineup)
    .innerJoin(events, eq(events.id, eventLineup.eventId))
    .where(and(...conditions))
    .orderBy(eventLineup.profileId, asc(events.beginAt), asc(events.id))
    .as('picks');
  return db
    .select({ profileId: picks.profileId, eventId: picks.eventId })
    .from(picks)
    .orderBy(asc(picks.beginAt), asc(picks.eventId), asc(picks.profileId))
    .limit(filter.limit);
}

export async function profileExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id)).limit(1);
  return Boolean(row);
}
