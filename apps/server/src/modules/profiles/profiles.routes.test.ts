import { randomUUID } from 'node:crypto';
import { type Profile, ProfileSchema } from '@marquee/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileClaims } from '../../db/schema/accounts';
import type { GenreRow } from '../../db/schema/categories';
import { buildTestApp, type TestApp } from '../../testing/app';
import {
  buildGenre,
  buildProfile,
  buildUser,
  buildUserWithClaim,
  issueTestToken,
} from '../../testing/factories';

let t: TestApp;
const genres: GenreRow[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    seed: async ({ db }) => {
      for (let i = 0; i < 11; i++) genres.push(await buildGenre(db, { name: `Genre ${i}` }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function signedIn() {
  const user = await buildUser(t.app.db);
  const token = await issueTestToken(t.app, user);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

const create = (headers: Record<string, string>, type: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${type}`, headers, payload });

describe('POST /{type}', () => {
  it('401 when anonymous', async () => {
    const res = await create({}, 'promoterprofile', { ProfileName: 'Anon' });
    expect(res.statusCode).toBe(401);
  });

  it('creates a profile with an Owner claim (and a licence for organizers)', async () => {
    const { user, headers } = await signedIn();
    const res = await create(headers, 'promoterprofile', {
      ProfileName: '  Kazeta Live ',
      Nickname: 'kazeta-live',
      About: 'Concerts',
      Categories: [genres[0]?.id, { Id: genres[1]?.id }],
      Contacts: [
        { Kind: 'web', Url: 'kazeta.example', WebContactType: 'Homepage' },
        { Kind: 'email', EmailAddress: '' },
        { Kind: 'email', EmailAddress: 'office@kazeta.example', Private: true },
      ],
      EmbeddedCodes: [
        { HtmlCode: '<iframe src="https://player.example/1"></iframe><script>alert(1)</script>' },
      ],
      AboutRichText: '<p onclick="x()">Hi<script>bad()</script></p>',
    });
    expect(res.statusCode).toBe(201);
    const profile = ProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      ProfileName: 'Kazeta Live',
      Type: 'PromoterProfile',
      Nickname: 'kazeta-live',
      IsOrganizer: true,
      IsVerified: false,
      FollowersCount: 0,
      AboutRichText: '<p>Hi</p>',
    });
    expect(profile.Contacts.map((c) => (c.Kind === 'web' ? c.Url : c.Kind))).toEqual([
      'http://kazeta.example',
      'email',
    ]);
    expect(profile.EmbeddedCodes[0]?.HtmlCode).toBe('<iframe src="https://player.example/1"></iframe>');
    expect(profile.Categories.map((c) => c.Id).sort()).toEqual([genres[0]?.id, genres[1]?.id].sort());
    const [claim] = await t.app.db
      .select()
      .from(profileClaims)
      .where(and(eq(profileClaims.userId, user.id), eq(profileClaims.profileId, profile.Id)));
    expect(claim).toMatchObject({ role: 'Owner', id: profile.ClaimId });
    expect(claim?.licenceId).toBeTruthy();
  });

  it('one visitor profile per user: 409 PROFILE.VISITOR_EXISTS, also when two creates race', async () => {
    const { headers } = await signedIn();
    const results = await Promise.all([
      create(headers, 'visitorprofile', { ProfileName: 'Fan One' }),
      create(headers, 'visitorprofile', { ProfileName: 'Fan Two' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await create(headers, 'visitorprofile', { ProfileName: 'Fan Three' });
    expect(again.statusCode).toBe(409);
    expect(again.json().Code).toBe('PROFILE.VISITOR_EXISTS');
    const visitor = (results.find((r) => r.statusCode === 201)?.json() ?? {}) as Profile;
    expect(visitor.IsOrganizer).toBe(false);
    // Organizer profiles are not limited.
    expect((await create(headers, 'bandprofile', { ProfileName: 'Band' })).statusCode).toBe(201);
  });

  it('nicknames: unique case-insensitively (409), reserved paths and bad formats refused (400)', async () => {
    const { headers } = await signedIn();
    expect(
      (await create(headers, 'mediaprofile', { ProfileName: 'Media', Nickname: 'Radio-Wave' })).statusCode,
    ).toBe(201);
    const taken = await create(headers, 'mediaprofile', { ProfileName: 'Media 2', Nickname: 'radio-wave' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      Code: 'PROFILE.NICKNAME_TAKEN',
      FieldErrors: { Nickname: ['INVALID_VALUE'] },
    });
    for (const nickname of ['ticketing', 'dashboard', 'sk', 'has space']) {
      const res = await create(headers, 'mediaprofile', { ProfileName: 'Media 3', Nickname: nickname });
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json().Code, nickname).toBe('PROFILE.NICKNAME_INVALID');
    }
  });

  it('400 for bad input: name, contact, subtype, city, picture URL, genres', async () => {
    const { headers } = await signedIn();
    const cases: [object, string][] = [
      [{ ProfileName: 'X' }, 'ProfileName'],
      [{ ProfileName: 'Xy', Contacts: [{ Kind: 'email', EmailAddress: 'nope' }] }, 'Contacts.0.EmailAddress'],
      [{ ProfileName: 'Xy', Contacts: [{ Kind: 'phone', Number: 'call me' }] }, 'Contacts.0.Number'],
      [{ ProfileName: 'Xy', Contacts: [{ Kind: 'fax', Number: '1' }] }, 'Contacts.0.Kind'],
      [{ ProfileName: 'Xy', Subtype: 'Cinema' }, 'Subtype'],
      [{ ProfileName: 'Xy', CityId: randomUUID() }, 'CityId'],
      [{ ProfileName: 'Xy', ProfilePicture: 'https://evil.example/a.jpg' }, 'ProfilePicture'],
      [{ ProfileName: 'Xy', Categories: [randomUUID()] }, 'Categories'],
      [{ ProfileName: 'Xy', Categories: genres.map((g) => g.id) }, 'Categories'],
      [
        { ProfileName: 'Xy', EmbeddedCodes: [{ HtmlCode: '<script>only()</script>' }] },
        'EmbeddedCodes.0.HtmlCode',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await create(headers, 'promoterprofile', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().Code, field).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().FieldErrors ?? {}), field).toContain(field);
    }
  });
});

describe('PUT /{type}/{id}, ?profileName, changeProfileType', () => {
  it('401 anonymous, 403 foreign profile, 404 wrong type or unknown id for the holder', async () => {
    const owner = await buildUserWithClaim(t.app);
    const other = await signedIn();
    const url = `/api/promoterprofile/${owner.profile.id}`;
    const payload = { ProfileName: 'Renamed' };
    expect((await t.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    const foreign = await t.app.inject({ method: 'PUT', url, payload, headers: other.headers });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Code).toBe('FORBIDDEN');
    const wrongType = `/api/bandprofile/${owner.profile.id}`;
    expect(
      (await t.app.inject({ method: 'PUT', url: wrongType, payload, headers: owner.headers })).statusCode,
    ).toBe(404);
    const viewer = await buildUserWithClaim(t.app, { profile: owner.profile, role: 'StatisticsViewer' });
    expect((await t.app.inject({ method: 'PUT', url, payload, headers: viewer.headers })).statusCode).toBe(
      403,
    );
  });

  it('updates: left-out fields kept, null clears, contact ids kept', async () => {
    const owner = await buildUserWithClaim(t.app, { profile: { hometown: 'Nitra', about: 'Old' } });
    const url = `/api/promoterprofile/${owner.profile.id}`;
    const first = await t.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { ProfileName: 'Promo', Contacts: [{ Kind: 'phone', Number: '+421 900 111 222' }] },
    });
    expect(first.statusCode).toBe(200);
    const contactId = first.json().Contacts[0].Id;
    const second = await t.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: {
        ProfileName: 'Promo 2',
        About: null,
        Contacts: [
          { Id: contactId, Kind: 'phone', Number: '+421 900 333 444' },
          { Kind: 'web', Url: 'promo.example' },
        ],
      },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ ProfileName: 'Promo 2', About: null, Hometown: 'Nitra' });
    expect(second.json().Contacts[0]).toMatchObject({ Id: contactId, Number: '+421 900 333 444' });
    expect(second.json().Contacts[1]).toMatchObject({
      Url: 'http://promo.example',
      WebContactType: 'Unknown',
    });
  });

  it('?profileName renames only; a PUT without body or name is 400', async () => {
    const owner = await buildUserWithClaim(t.app, { profile: { about: 'Keep me' } });
    const url = `/api/promoterprofile/${owner.profile.id}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${url}?profileName=New%20name`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ProfileName: 'New name', About: 'Keep me' });
    expect((await t.app.inject({ method: 'PUT', url, headers: owner.headers })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${url}?profileName=X`, headers: owner.headers })).statusCode,
    ).toBe(400);
  });

  it('changes organizer types; artists restart Pending; the one-visitor rule holds', async () => {
    const owner = await buildUserWithClaim(t.app);
    const url = (type: string) => `/api/${type}/${owner.profile.id}/changeProfileType`;
    const toVenue = await t.app.inject({
      method: 'PUT',
      url: url('promoterprofile'),
      headers: owner.headers,
      payload: { Type: 'BuildingProfile', Subtype: 'Cinema' },
    });
    expect(toVenue.json()).toMatchObject({ Type: 'BuildingProfile', Subtype: 'Cinema' });
    const toBand = await t.app.inject({
      method: 'PUT',
      url: url('buildingprofile'),
      headers: owner.headers,
      payload: { Type: 'BandProfile' },
    });
    expect(toBand.json()).toMatchObject({
      Type: 'BandProfile',
      Subtype: null,
      Role: 'Pending',
      IsVerified: false,
    });
    const badSubtype = await t.app.inject({
      method: 'PUT',
      url: url('bandprofile'),
      headers: owner.headers,
      payload: { Type: 'BandProfile', Subtype: 'Hall' },
    });
    expect(badSubtype.statusCode).toBe(400);
    // The owner already has a visitor profile: this one may not become a second.
    await buildProfile(t.app.db, { type: 'VisitorProfile', ownerUserId: owner.user.id });
    const toVisitor = await t.app.inject({
      method: 'PUT',
      url: url('bandprofile'),
      headers: owner.headers,
      payload: { Type: 'VisitorProfile' },
    });
    expect(toVisitor.statusCode).toBe(409);
    expect(toVisitor.json().Code).toBe('PROFILE.VISITOR_EXISTS');
  });
});

describe('GET /{type}/{id}/licence', () => {
  it('answers the licence and its admins to claim holders only', async () => {
    const { headers } = await signedIn();
    const created = (await create(headers, 'festivalprofile', { ProfileName: 'Fest' })).json() as Profile;
    const url = `/api/festivalprofile/${created.Id}/licence`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: (await signedIn()).headers })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().LicenceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().Admins).toEqual([expect.objectContaining({ ClaimId: created.ClaimId, Role: 'Owner' })]);
  });
});
