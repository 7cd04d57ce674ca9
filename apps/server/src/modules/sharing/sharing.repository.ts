import { and, asc, desc, eq, gte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { streams } from '../../db/schema/streams';
import { cities } from '../../db/schema/utility';
import { venues } from '../../db/schema/venues';
import { byIdOrNickname } from '../events/event-detail.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an event's link preview needs; published events only (a draft's URL previews like an unknown one). */
export async function findEventMeta(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      id: events.id,
      nickname: events.nickname,
      name: events.name,
      about: events.about,
      beginAt: events.beginAt,
      timeZone: events.timeZone,
      isOnline: events.isOnline,
      profilePicture: events.profilePicture,
      shareImage: events.shareImage,
      updatedAt: events.updatedAt,
      venueName: venues.name,
      cityName: cities.name,
    })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(cities, eq(cities.id, events.cityId))
    .where(and(byIdOrNickname(key), eq(events.status, 'PUBLISHED')))
    .limit(1);
  return row ?? null;
}

/** A profile by id or nickname (case-insensitive) for its page preview. */
export async function findProfileMeta(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      nickname: profiles.nickname,
      name: profiles.profileName,
      type: profiles.type,
      about: profiles.about,
      profilePicture: profiles.profilePicture,
      updatedAt: profiles.updatedAt,
      cityName: cities.name,
    })
    .from(profiles)
    .leftJoin(cities, eq(cities.id, profiles.cityId))
    .where(UUID.test(key) ? eq(profiles.id, key) : eq(profiles.nickname, key))
    .limit(1);
  return row ?? null;
}

export async function findArticleMeta(db: DbOrTx, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      id: articles.id,
      title: articles.title,
      about: articles.about,
      profilePicture: articles.profilePicture,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, 'PUBLISHED')))
    .limit(1);
  return row ?? null;
}

export async function findStreamMeta(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      id: streams.id,
      nickname: streams.nickname,
      title: streams.title,
      about: streams.about,
      beginAt: streams.beginAt,
      timeZone: streams.timeZone,
      profilePicture: streams.profilePicture,
      shareImage: streams.shareImage,
      updatedAt: streams.updatedAt,
    })
    .from(streams)
    .where(
      and(UUID.test(key) ? eq(streams.id, key) : eq(streams.nickname, key), eq(streams.status, 'PUBLISHED')),
    )
    .limit(1);
  return row ?? null;
}

/** Everything the sitemap lists: upcoming published events and streams, organizer profiles, published articles. */
export async function sitemapEntries(db: DbOrTx, now: Date, limit: number) {
  const [eventRows, profileRows, articleRows, streamRows] = await Promise.all([
    db
      .select({ id: events.id, nickname: events.nickname, updatedAt: events.updatedAt })
      .from(events)
      .where(and(eq(events.status, 'PUBLISHED'), gte(events.endAt, now)))
      .orderBy(asc(events.beginAt), asc(events.id))
      .limit(limit),
    // Visitor profiles are private people; only organizers, venues and performers are listed.
    db
      .select({ id: profiles.id, nickname: profiles.nickname, updatedAt: profiles.updatedAt })
      .from(profiles)
      .where(ne(profiles.type, 'VisitorProfile'))
      .orderBy(desc(profiles.followersCount), asc(profiles.id))
      .limit(limit),
    db
      .select({ id: articles.id, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.status, 'PUBLISHED'))
      .orderBy(desc(articles.publishedAt), asc(articles.id))
      .limit(limit),
    // Recordings stay watchable after the end, so ended streams are listed too; newest first.
    db
      .select({ id: streams.id, nickname: streams.nickname, updatedAt: streams.updatedAt })
      .from(streams)
      .where(eq(streams.status, 'PUBLISHED'))
      .orderBy(desc(streams.beginAt), asc(streams.id))
      .limit(limit),
  ]);
  return { events: eventRows, profiles: profileRows, articles: articleRows, streams: streamRows };
}
