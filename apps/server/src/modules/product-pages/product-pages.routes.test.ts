import {
  CategoryArticlesResponseSchema,
  CategoryProfilesResponseSchema,
  RecommendationsResponseSchema,
} from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { articleGenres, articles } from '../../db/schema/articles';
import type { GenreRow } from '../../db/schema/categories';
import { eventGenres, eventLineup, events } from '../../db/schema/events';
import { profileGenres } from '../../db/schema/profiles';
import { eventVisitors, follows } from '../../db/schema/social-graph';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildGenre, buildProfile, buildUserWithClaim, type UserWithClaim } from '../../testing/factories';

/* Issue 21: the category landing page's profile and article tabs, and dashboard.recommendations. */

let t: TestApp;
let music: GenreRow;
let jazz: GenreRow;
let theatre: GenreRow;
let fan: UserWithClaim;

const DAY = 86_400_000;
async function insertEvent(
  db: Db,
  values: { name: string; author: string; inDays: number; genres?: string[]; status?: 'PUBLISHED' | 'DRAFT' },
) {
  const begin = new Date(Date.now() + values.inDays * DAY);
  const [row] = await db
    .insert(events)
    .values({
      name: values.name,
      searchText: values.name.toLowerCase(),
      beginAt: begin,
      endAt: new Date(begin.getTime() + 4 * 3_600_000),
      timeZone: 'Europe/Bratislava',
      authorProfileId: values.author,
      status: values.status ?? 'PUBLISHED',
      isOnline: true,
    })
    .returning();
  if (!row) throw new Error('insertEvent: nothing inserted');
  for (const genreId of values.genres ?? [])
    await db.insert(eventGenres).values({ eventId: row.id, genreId });
  return row;
}

async function insertArticle(
  db: Db,
  author: string,
  title: string,
  genreId: string,
  status: 'PUBLISHED' | 'DRAFT',
) {
  const [row] = await db
    .insert(articles)
    .values({
      title,
      searchText: title.toLowerCase(),
      authorProfileId: author,
      status,
      publishedAt: status === 'PUBLISHED' ? new Date(Date.now() - DAY) : null,
    })
    .returning();
  if (!row) throw new Error('insertArticle: nothing inserted');
  await db.insert(articleGenres).values({ articleId: row.id, genreId });
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  music = await buildGenre(db, { name: 'Music' });
  jazz = await buildGenre(db, { name: 'Jazz', parentId: music.id });
  theatre = await buildGenre(db, { name: 'Theatre' });
  fan = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /category/{pageName}/profiles and /articles', () => {
  it('lists the genre family’s profiles (most followed first, no fans) and published articles, paged', async () => {
    const db = t.app.db;
    const big = await buildProfile(db, { type: 'BandProfile', profileName: 'Big Band', followersCount: 50 });
    const small = await buildProfile(db, {
      type: 'BandProfile',
      profileName: 'Small Trio',
      followersCount: 2,
    });
    const actor = await buildProfile(db, { type: 'ActorProfile', profileName: 'Actor' });
    await db.insert(profileGenres).values([
      { profileId: big.id, genreId: jazz.id },
      { profileId: small.id, genreId: music.id },
      { profileId: actor.id, genreId: theatre.id },
      { profileId: fan.profile.id, genreId: music.id },
    ]);
    const published = await insertArticle(db, big.id, 'Jazz in Košice', jazz.id, 'PUBLISHED');
    await insertArticle(db, big.id, 'Unfinished', jazz.id, 'DRAFT');

    const top = await t.app.inject({ url: `/api/category/${music.slug}/profiles` });
    expect(top.statusCode).toBe(200);
    expect(CategoryProfilesResponseSchema.parse(top.json()).map((p) => p.ProfileName)).toEqual([
      'Big Band',
      'Small Trio',
    ]);
    // A sub genre's page lists only its own; the slug is case-insensitive; pages are 0-based.
    const sub = await t.app.inject({
      url: `/api/category/${jazz.slug.toUpperCase()}/profiles?perPage=1&page=0`,
    });
    expect(sub.json().map((p: { Id: string }) => p.Id)).toEqual([big.id]);
    const second = await t.app.inject({ url: `/api/category/${music.slug}/profiles?perPage=1&page=1` });
    expect(second.json().map((p: { Id: string }) => p.Id)).toEqual([small.id]);

    const list = await t.app.inject({ url: `/api/category/${music.slug}/articles` });
    expect(list.statusCode).toBe(200);
    expect(CategoryArticlesResponseSchema.parse(list.json()).map((a) => a.Id)).toEqual([published.id]);
    expect((await t.app.inject({ url: `/api/category/${theatre.slug}/articles` })).json()).toEqual([]);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one or a bad page', async () => {
    const unknown = await t.app.inject({ url: '/api/category/no-such-genre/profiles' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Code).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: '/api/category/no-such-genre/articles' })).statusCode).toBe(404);
    const malformed = await t.app.inject({
      url: `/api/category/${encodeURIComponent('bad slug\u0000')}/profiles`,
    });
    expect(malformed.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/category/${music.slug}/articles?page=-1` })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /recommendations/events', () => {
  it('ranks followed profiles’ events, then events like the ones it goes to, then its genres; skips the rest', async () => {
    const db = t.app.db;
    const followedBand = await buildProfile(db, { type: 'BandProfile', profileName: 'Followed Band' });
    const promoter = await buildProfile(db);
    await db
      .insert(follows)
      .values({ followerProfileId: fan.profile.id, followedProfileId: followedBand.id });
    const going = await insertEvent(db, {
      name: 'Going jazz',
      author: promoter.id,
      inDays: 3,
      genres: [jazz.id],
    });
    await db.insert(eventVisitors).values({ eventId: going.id, profileId: fan.profile.id, status: 'Going' });
    const lineup = await insertEvent(db, { name: 'With the band', author: promoter.id, inDays: 20 });
    await db
      .insert(eventLineup)
      .values({ eventId: lineup.id, name: 'Followed Band', profileId: followedBand.id });
    const byBand = await insertEvent(db, { name: 'Band’s own gig', author: followedBand.id, inDays: 30 });
    const likeGoing = await insertEvent(db, {
      name: 'More jazz',
      author: promoter.id,
      inDays: 5,
      genres: [jazz.id],
    });
    // The fan's own genre (music, set in the test above).
    const ownGenre = await insertEvent(db, {
      name: 'Music night',
      author: promoter.id,
      inDays: 1,
      genres: [music.id],
    });
    await insertEvent(db, { name: 'Unrelated play', author: promoter.id, inDays: 2, genres: [theatre.id] });
    await insertEvent(db, { name: 'Past band gig', author: followedBand.id, inDays: -10 });
    await insertEvent(db, { name: 'Draft band gig', author: followedBand.id, inDays: 8, status: 'DRAFT' });

    const res = await t.app.inject({ url: '/api/recommendations/events', headers: fan.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = RecommendationsResponseSchema.parse(res.json());
    expect(list.map((r) => [r.Event.Id, r.Reason, r.Via])).toEqual([
      [lineup.id, 'FOLLOWED', 'Followed Band'],
      [byBand.id, 'FOLLOWED', 'Followed Band'],
      [likeGoing.id, 'LIKE_GOING', null],
      [ownGenre.id, 'GENRE', null],
    ]);

    const page = await t.app.inject({
      url: '/api/recommendations/events?perPage=2&page=1',
      headers: fan.headers,
    });
    expect(page.json().map((r: { Event: { Id: string } }) => r.Event.Id)).toEqual([
      likeGoing.id,
      ownGenre.id,
    ]);
  });

  it('gives a profile without follows, going or genres an empty list, and needs a signed-in profile', async () => {
    const newcomer = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
    const empty = await t.app.inject({ url: '/api/recommendations/events', headers: newcomer.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const anonymous = await t.app.inject({ url: '/api/recommendations/events' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().Code).toBe('UNAUTHORIZED');
    const bad = await t.app.inject({ url: '/api/recommendations/events?perPage=0', headers: fan.headers });
    expect(bad.statusCode).toBe(400);
  });
});
