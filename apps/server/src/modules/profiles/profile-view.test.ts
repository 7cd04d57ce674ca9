import { randomUUID } from 'node:crypto';
import { ProfileSchema } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProfileRow, profileGenres } from '../../db/schema/profiles';
import { follows } from '../../db/schema/social-graph';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildGenre, buildProfile, buildUserWithClaim, type UserWithClaim } from '../../testing/factories';

const listedBloggerId = randomUUID();
let t: TestApp;
let band: ProfileRow;
let owner: UserWithClaim;
let fan: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp({
    env: { BLOGGER_PROFILE_IDS: `${randomUUID()}, ${listedBloggerId.toUpperCase()}` },
  });
  const genre = await buildGenre(t.app.db, { name: 'Rock', nameI18n: { en: 'Rock', sk: 'Rock SK' } });
  owner = await buildUserWithClaim(t.app, {
    profile: {
      type: 'BandProfile',
      role: 'Confirmed',
      nickname: 'Grey-Cats',
      profileName: 'The Grey Cats',
      contacts: [
        { Kind: 'email', EmailAddress: 'band@cats.example', Private: false },
        { Kind: 'phone', Number: '+421 900 000 000', Private: true },
      ],
      embeddedCodes: [
        { HtmlCode: '<iframe src="https://a.example"></iframe>', IsHidden: false, OrderNumber: 2 },
        { HtmlCode: '<iframe src="https://b.example"></iframe>', IsHidden: true, OrderNumber: 1 },
      ],
    },
  });
  band = owner.profile;
  await t.app.db.insert(profileGenres).values({ profileId: band.id, genreId: genre.id });
  fan = await buildUserWithClaim(t.app, {
    profile: { type: 'VisitorProfile', birthday: '1990-05-01', gender: 'Female', lon: 17.1, lat: 48.1 },
  });
  await t.app.db.insert(follows).values({ followerProfileId: fan.profile.id, followedProfileId: band.id });
});
afterAll(async () => {
  await t?.close();
});

const view = async (id: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/profile/${id}`, headers });
  return { res, body: res.statusCode === 200 ? ProfileSchema.parse(res.json()) : null };
};

describe('GET /search/profile/{id}', () => {
  it('finds by id and by nickname, case-insensitively; 404 otherwise', async () => {
    expect((await view(band.id)).body?.Id).toBe(band.id);
    expect((await view('grey-cats')).body?.Id).toBe(band.id);
    expect((await view('GREY-CATS')).body?.Id).toBe(band.id);
    expect((await view('no-such-profile')).res.statusCode).toBe(404);
    expect((await view(randomUUID())).res.statusCode).toBe(404);
  });

  it('hides private contacts and hidden embeds from the public, shows them to claim holders', async () => {
    const anonymous = (await view(band.id, { referalid: 'newsletter-42' })).body;
    expect(anonymous?.Contacts.map((c) => c.Kind)).toEqual(['email']);
    expect(anonymous?.EmbeddedCodes.map((c) => c.HtmlCode)).toEqual([
      '<iframe src="https://a.example"></iframe>',
    ]);
    expect(anonymous?.ClaimId).toBeNull();
    const foreign = (await view(band.id, fan.headers)).body;
    expect(foreign?.Contacts).toHaveLength(1);
    const managed = (await view(band.id, owner.headers)).body;
    expect(managed?.ClaimId).toBe(owner.claim.id);
    expect(managed?.Contacts.map((c) => c.Kind)).toEqual(['email', 'phone']);
    // Ordered by OrderNumber; ids are stable across reads even for items stored without one.
    expect(managed?.EmbeddedCodes.map((c) => c.OrderNumber)).toEqual([1, 2]);
    expect((await view(band.id, owner.headers)).body?.EmbeddedCodes[0]?.Id).toBe(
      managed?.EmbeddedCodes[0]?.Id,
    );
  });

  it("hides a visitor's personal data from others", async () => {
    expect((await view(fan.profile.id)).body).toMatchObject({ Birthday: null, Gender: null, LonLat: null });
    expect((await view(fan.profile.id, fan.headers)).body).toMatchObject({
      Birthday: '1990-05-01',
      Gender: 'Female',
      LonLat: { Lon: 17.1, Lat: 48.1 },
    });
  });

  it('IsFollowing for the active profile, counters and categories in the request language', async () => {
    expect((await view(band.id, fan.headers)).body?.IsFollowing).toBe(true);
    expect((await view(band.id)).body?.IsFollowing).toBe(false);
    expect((await view(band.id, owner.headers)).body?.IsFollowing).toBe(false);
    const sk = (await view(band.id, { 'accept-language': 'sk' })).body;
    expect(sk?.Categories.map((c) => c.Name)).toEqual(['Rock SK']);
  });

  it('a ProfileId header naming a foreign profile does not fail a public read', async () => {
    const res = await view(band.id, { ...fan.headers, profileid: band.id });
    expect(res.res.statusCode).toBe(200);
    expect(res.body?.IsFollowing).toBe(false);
    expect((await view(band.id, { authorization: 'Bearer not-a-token' })).res.statusCode).toBe(200);
  });

  it('IsVerified: artist types other than ArtistProfile whose role is not Pending', async () => {
    const cases = [
      [{ type: 'BandProfile', role: 'Confirmed' }, true],
      [{ type: 'ComedianProfile', role: 'Confirmed' }, true],
      [{ type: 'BandProfile', role: 'Pending' }, false],
      [{ type: 'ArtistProfile', role: 'Confirmed' }, false],
      [{ type: 'PromoterProfile', role: 'Confirmed' }, false],
    ] as const;
    for (const [shape, verified] of cases) {
      const profile = await buildProfile(t.app.db, shape);
      expect((await view(profile.id)).body?.IsVerified, JSON.stringify(shape)).toBe(verified);
    }
  });

  it('IsOrganizer for everything but visitors; IsBlogger from BLOGGER_PROFILE_IDS or the column', async () => {
    expect((await view(fan.profile.id)).body).toMatchObject({ IsOrganizer: false, IsBlogger: false });
    expect((await view(band.id)).body).toMatchObject({ IsOrganizer: true, IsBlogger: false });
    const listed = await buildProfile(t.app.db, { id: listedBloggerId, type: 'MediaProfile' });
    expect((await view(listed.id)).body?.IsBlogger).toBe(true);
    const flagged = await buildProfile(t.app.db, { type: 'VisitorProfile', isBlogger: true });
    expect((await view(flagged.id)).body?.IsBlogger).toBe(true);
  });
});
