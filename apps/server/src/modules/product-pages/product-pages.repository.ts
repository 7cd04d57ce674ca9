import { and, asc, desc, eq, gte, inArray, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articleGenres, articles } from '../../db/schema/articles';
import { genres } from '../../db/schema/categories';
import { eventGenres, eventLineup, events } from '../../db/schema/events';
import { profileGenres, profiles } from '../../db/schema/profiles';
import { eventVisitors, follows } from '../../db/schema/social-graph';
import { isPublishedEvent } from '../events/event-cards.repository';

/** The genre of a landing page by its slug (case-insensitive: the column is citext). */
export async function genreBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select({ id: genres.id }).from(genres).where(eq(genres.slug, slug)).limit(1);
  return row ?? null;
}

/** The genre and its sub genres: a top genre's page lists what carries any of them. */
const family = (db: DbOrTx, genreId: string) =>
  db
    .select({ id: genres.id })
    .from(genres)
    .where(or(eq(genres.id, genreId), eq(genres.parentId, genreId)));

/** Profiles carrying the genre family, most followed first (ties by name, then id: stable pages). */
export async function profilesOfGenre(db: DbOrTx, genreId: string, limit: number, offset: number) {
  const tagged = db
    .select({ id: profileGenres.profileId })
    .from(profileGenres)
    .where(inArray(profileGenres.genreId, family(db, genreId)));
  return (
    db
      .select({
        id: profiles.id,
        type: profiles.type,
        profileName: profiles.profileName,
        profilePicture: profiles.profilePicture,
        nickname: profiles.nickname,
        role: profiles.role,
      })
      .from(profiles)
      // A fan's profile is their own business (the profile page hides their follows too).
      .where(and(inArray(profiles.id, tagged), ne(profiles.type, 'VisitorProfile')))
      .orderBy(desc(profiles.followersCount), asc(profiles.profileName), asc(profiles.id))
      .limit(limit)
      .offset(offset)
  );
}

/** Ids of published articles carrying the genre family, newest first. */
export async function articleIdsOfGenre(db: DbOrTx, genreId: string, limit: number, offset: number) {
  const tagged = db
    .select({ id: articleGenres.articleId })
    .from(articleGenres)
    .where(inArray(articleGenres.genreId, family(db, genreId)));
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.status, 'PUBLISHED'), inArray(articles.id, tagged)))
    .orderBy(desc(articles.publishedAt), asc(articles.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

export interface RecommendationPick {
  id: string;
  score: number;
  via: string | null;
}

/**
 * Upcoming published events for a profile, scored by three signals (docs/decisions.md "Product pages"):
 * 4 — its author or a lineup member is a profile it follows; 2 — it shares a genre with an event it is
 * going to; 1 — it shares a genre with the profile's own genres or those of profiles it follows. Events it
 * already goes to or authored itself are left out, and so is anything scoring 0: these are recommendations,
 * not the calendar. Highest score first, then soonest, then id (stable pages).
 */
export async function recommendedEventPicks(
  db: DbOrTx,
  query: { profileId: string; now: Date; limit: number; offset: number },
): Promise<RecommendationPick[]> {
  const followed = db
    .select({ id: follows.followedProfileId })
    .from(follows)
    .where(eq(follows.followerProfileId, query.profileId));
  const going = db
    .select({ id: eventVisitors.eventId })
    .from(eventVisitors)
    .where(and(eq(eventVisitors.profileId, query.profileId), eq(eventVisitors.status, 'Going')));
  const goingGenres = db
    .select({ id: eventGenres.genreId })
    .from(eventGenres)
    .where(inArray(eventGenres.eventId, going));
  const tasteGenres = db
    .select({ id: profileGenres.genreId })
    .from(profileGenres)
    .where(or(eq(profileGenres.profileId, query.profileId), inArray(profileGenres.profileId, followed)));
  const hasGenreIn = (genreIds: SQLWrapper) =>
    sql`exists (select 1 from ${eventGenres} where ${eventGenres.eventId} = ${events.id}
      and ${eventGenres.genreId} in ${genreIds})`;
  const followedLineup = sql`(select ${eventLineup.name} from ${eventLineup}
    where ${eventLineup.eventId} = ${events.id} and ${eventLineup.profileId} in ${followed}
    order by ${eventLineup.day} nulls first, ${eventLineup.sortOrder} limit 1)`;
  const followedAuthor = sql`(select ${profiles.profileName} from ${profiles}
    where ${profiles.id} = ${events.authorProfileId} and ${profiles.id} in ${followed})`;
  const via = sql<string | null>`coalesce(${followedAuthor}, ${followedLineup})`;
  const score = sql<number>`(case when ${via} is not null then 4 else 0 end
    + case when ${hasGenreIn(goingGenres)} then 2 else 0 end
    + case when ${hasGenreIn(tasteGenres)} then 1 else 0 end)::int`;

  const picks = db
    .select({ id: events.id, score: score.as('score'), via: via.as('via'), beginAt: events.beginAt })
    .from(events)
    .where(
      and(
        isPublishedEvent,
        gte(events.endAt, query.now),
        ne(events.authorProfileId, query.profileId),
        sql`${events.id} not in ${going}`,
      ),
    )
    .as('picks');
  const rows = await db
    .select({ id: picks.id, score: picks.score, via: picks.via })
    .from(picks)
    .where(sql`${picks.score} > 0`)
    .orderBy(desc(picks.score), asc(picks.beginAt), asc(picks.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => ({ id: row.id, score: Number(row.score), via: row.via }));
}
