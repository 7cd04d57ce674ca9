import { randomUUID } from 'node:crypto';
import { FollowersResponseSchema, FollowSchema, LastFollowedResponseSchema } from '@marquee/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProfileRow, profiles } from '../../db/schema/profiles';
import { follows } from '../../db/schema/social-graph';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildProfile, buildUserWithClaim, type UserWithClaim } from '../../testing/factories';
import { listFollowedIds } from './follows.repository';

let t: TestApp;
let fan: UserWithClaim;
let band: ProfileRow;

beforeAll(async () => {
  t = await buildTestApp();
  fan = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
  band = await buildProfile(t.app.db, { type: 'BandProfile', role: 'Confirmed', nickname: 'the-band' });
});
afterAll(async () => {
  await t?.close();
});

const followUrl = (who: UserWithClaim) => `/api/${who.profile.type.toLowerCase()}/${who.profile.id}/follows`;
const follow = (who: UserWithClaim, id: string, headers = who.headers) =>
  t.app.inject({
    method: 'POST',
    url: followUrl(who),
    headers,
    payload: { Reference: { Id: id, Type: 'BandProfile' } },
  });
const unfollow = (who: UserWithClaim, id: string) =>
  t.app.inject({ method: 'DELETE', url: `${followUrl(who)}/${id}`, headers: who.headers });

async function counters(id: string) {
  const [row] = await t.app.db
    .select({ followers: profiles.followersCount, following: profiles.followingCount })
    .from(profiles)
    .where(eq(profiles.id, id));
  const [followers] = await t.app.db
    .select({ n: count() })
    .from(follows)
    .where(eq(follows.followedProfileId, id));
  const [following] = await t.app.db
    .select({ n: count() })
    .from(follows)
    .where(eq(follows.followerProfileId, id));
  return { ...row, followerRows: followers?.n, followingRows: following?.n };
}

describe('POST/DELETE/GET /{type}/{id}/follows', () => {
  it('follows once (201), again is the same follow (200), counters move once', async () => {
    const first = await follow(fan, band.id);
    expect(first.statusCode).toBe(201);
    const followed = FollowSchema.parse(first.json());
    expect(followed.Reference).toMatchObject({
      Id: band.id,
      Type: 'BandProfile',
      Nickname: 'the-band',
      IsVerified: true,
    });
    const second = await follow(fan, band.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().Id).toBe(followed.Id);
    expect(await counters(band.id)).toMatchObject({ followers: 1, followerRows: 1 });
    expect(await counters(fan.profile.id)).toMatchObject({ following: 1, followingRows: 1 });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/search/profile/${band.id}`,
      headers: fan.headers,
    });
    expect(view.json()).toMatchObject({ IsFollowing: true, FollowersCount: 1 });

    expect((await unfollow(fan, followed.Id)).statusCode).toBe(204);
    expect((await unfollow(fan, band.id)).statusCode).toBe(204);
    expect(await counters(band.id)).toMatchObject({ followers: 0, followerRows: 0 });
    expect(await counters(fan.profile.id)).toMatchObject({ following: 0, followingRows: 0 });
  });

  it('20 parallel follows of one pair: exactly one row and FollowersCount 1', async () => {
    const target = await buildProfile(t.app.db, { type: 'DancerProfile' });
    const results = await Promise.all(Array.from({ length: 20 }, () => follow(fan, target.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(await counters(target.id)).toMatchObject({ followers: 1, followerRows: 1 });
  });

  it('counters stay equal to the rows under racing follows and unfollows, both directions', async () => {
    const other = await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } });
    const target = await buildProfile(t.app.db, { type: 'ActorProfile' });
    const calls = Array.from({ length: 30 }, (_, i) => {
      if (i % 3 === 0) return unfollow(fan, target.id);
      if (i % 3 === 1) return follow(fan, target.id);
      // A follows B while B follows A: the counter updates must not deadlock.
      return i % 2 ? follow(other, fan.profile.id) : follow(fan, other.profile.id);
    });
    const results = await Promise.all(calls);
    expect(results.every((r) => r.statusCode < 300)).toBe(true);
    for (const id of [target.id, fan.profile.id, other.profile.id]) {
      const c = await counters(id);
      expect(c.followers, id).toBe(c.followerRows);
      expect(c.following, id).toBe(c.followingRows);
    }
  });

  it('errors: 401 anonymous, 403 foreign follower, 400 self / bad type / bad body, 404 unknown profiles', async () => {
    expect((await follow(fan, band.id, {})).statusCode).toBe(401);
    const stranger = await buildUserWithClaim(t.app);
    expect((await follow(fan, band.id, stranger.headers)).statusCode).toBe(403);
    const self = await follow(fan, fan.profile.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().Code).toBe('PROFILE.FOLLOW_SELF');
    expect((await follow(fan, randomUUID())).statusCode).toBe(404);
    const badType = await t.app.inject({
      method: 'POST',
      url: `/api/fanprofile/${fan.profile.id}/follows`,
      headers: fan.headers,
      payload: { Reference: { Id: band.id } },
    });
    expect(badType.json().Code).toBe('UNSUPPORTED_PROFILE_TYPE');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: `/api/bandprofile/${fan.profile.id}/follows`,
      headers: fan.headers,
      payload: { Reference: { Id: band.id } },
    });
    expect(wrongType.statusCode).toBe(404);
    const noRef = await t.app.inject({
      method: 'POST',
      url: followUrl(fan),
      headers: fan.headers,
      payload: {},
    });
    expect(noRef.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `${followUrl(fan)}/${band.id}` })).statusCode).toBe(
      401,
    );
  });

  it('GET lists whom the profile follows, newest first, paged', async () => {
    const follower = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
    const targets = [];
    for (let i = 0; i < 3; i++) {
      const target = await buildProfile(t.app.db, { profileName: `Target ${i}` });
      targets.push(target);
      await follow(follower, target.id);
    }
    const page1 = await t.app.inject({ method: 'GET', url: `${followUrl(follower)}?page=0&perPage=2` });
    expect(page1.json().map((f: { Reference: { ProfileName: string } }) => f.Reference.ProfileName)).toEqual([
      'Target 2',
      'Target 1',
    ]);
    const page2 = await t.app.inject({ method: 'GET', url: `${followUrl(follower)}?page=1&perPage=2` });
    expect(page2.json()).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/visitorprofile/${randomUUID()}/follows` })).statusCode,
    ).toBe(404);
    const followed = await listFollowedIds(t.app.db, follower.profile.id, [targets[0]?.id ?? '', band.id]);
    expect([...followed]).toEqual([targets[0]?.id]);
  });
});

describe('GET /{type}/{id}/followers', () => {
  it('lists public followers newest first, paged, without fans or private fields', async () => {
    const star = await buildProfile(t.app.db, { type: 'BandProfile', profileName: 'Star' });
    const starUrl = `/api/bandprofile/${star.id}/followers`;
    const base = Date.parse('2030-02-01T00:00:00Z');
    const followers = [];
    for (let i = 0; i < 3; i++) {
      followers.push(
        await buildProfile(t.app.db, {
          type: 'PromoterProfile',
          profileName: `Fan club ${i}`,
          nickname: `club-${i}`,
        }),
      );
    }
    const visitor = await buildProfile(t.app.db, { type: 'VisitorProfile', profileName: 'Private fan' });
    await t.app.db.insert(follows).values(
      [...followers, visitor].map((profile, i) => ({
        followerProfileId: profile.id,
        followedProfileId: star.id,
        createdAt: new Date(base + i * 60_000),
      })),
    );

    const page1 = await t.app.inject({ method: 'GET', url: `${starUrl}?page=0&perPage=2` });
    expect(page1.statusCode).toBe(200);
    const list = FollowersResponseSchema.parse(page1.json());
    expect(list.map((f) => f.Profile.ProfileName)).toEqual(['Fan club 2', 'Fan club 1']);
    expect(list[0]).toEqual({
      Profile: {
        Id: followers[2]?.id,
        Type: 'PromoterProfile',
        ProfileName: 'Fan club 2',
        ProfilePicture: followers[2]?.profilePicture ?? null,
        Nickname: 'club-2',
        IsVerified: expect.any(Boolean),
      },
      FollowedAt: new Date(base + 2 * 60_000).toISOString(),
    });
    expect(JSON.stringify(page1.json())).not.toMatch(/@|Email|Contacts/);
    const page2 = await t.app.inject({ method: 'GET', url: `${starUrl}?page=1&perPage=2` });
    expect(page2.json().map((f: { Profile: { ProfileName: string } }) => f.Profile.ProfileName)).toEqual([
      'Fan club 0',
    ]);
    const all = await t.app.inject({ method: 'GET', url: starUrl });
    expect(all.json()).toHaveLength(3);
  });

  it('answers [] for a profile without followers; 404 unknown or wrong type; 400 bad paging', async () => {
    const lonely = await buildProfile(t.app.db, { type: 'DancerProfile' });
    const empty = await t.app.inject({ method: 'GET', url: `/api/dancerprofile/${lonely.id}/followers` });
    expect(empty.json()).toEqual([]);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/bandprofile/${randomUUID()}/followers` });
    expect(unknown.statusCode).toBe(404);
    const wrongType = await t.app.inject({ method: 'GET', url: `/api/bandprofile/${lonely.id}/followers` });
    expect(wrongType.statusCode).toBe(404);
    for (const query of ['page=-1', 'page=x', 'perPage=101', 'perPage=x']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/dancerprofile/${lonely.id}/followers?${query}`,
      });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().FieldErrors).toBeTruthy();
    }
  });
});

describe('GET /trending/profiles/lastfollowed', () => {
  it('orders profiles by their latest follow, 5 by default, bounded by fromDate/tillDate', async () => {
    await t.app.db.delete(follows);
    const targets = await Promise.all(
      Array.from({ length: 7 }, (_, i) => buildProfile(t.app.db, { profileName: `Trend ${i}` })),
    );
    const base = Date.parse('2030-01-01T00:00:00Z');
    await t.app.db.insert(follows).values(
      targets.map((target, i) => ({
        followerProfileId: fan.profile.id,
        followedProfileId: target.id,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/trending/profiles/lastfollowed' });
    const list = LastFollowedResponseSchema.parse(res.json());
    expect(list.map((p) => p.ProfileName)).toEqual(['Trend 6', 'Trend 5', 'Trend 4', 'Trend 3', 'Trend 2']);
    expect(list[0]?.LastFollowedAt).toBe(new Date(base + 6 * 60_000).toISOString());
    const window = await t.app.inject({
      method: 'GET',
      url: `/api/trending/profiles/lastfollowed?perPage=10&fromDate=${new Date(base + 60_000).toISOString()}&tillDate=${new Date(base + 3 * 60_000).toISOString()}`,
    });
    expect(window.json().map((p: { ProfileName: string }) => p.ProfileName)).toEqual(['Trend 2', 'Trend 1']);
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/trending/profiles/lastfollowed?page=1&perPage=5',
    });
    expect(page2.json()).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/trending/profiles/lastfollowed?fromDate=yesterday' }))
        .statusCode,
    ).toBe(400);
  });
});
