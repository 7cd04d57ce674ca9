import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildCity, buildGenre, type UserWithClaim } from '../../testing/factories';
import { buildVenue } from '../ticketing/testing';
import { caller, organizer, PICTURE, utcAt } from './testing';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;
let stranger: UserWithClaim;
let city: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
  stranger = await organizer(t);
  city = await buildCity(t.app.db, { name: 'Eventville' });
});
afterAll(async () => {
  await t?.close();
});

const create = async (body: Record<string, unknown> = {}, headers = owner.headers) =>
  call('POST', '/api/event', headers, { ProfileName: 'Night of tests', ...body });

describe('POST /event', () => {
  it('creates a draft of the active profile with the spec defaults (EUR, free, tomorrow 18–22, gate 16 UTC)', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ProfileName: 'Night of tests',
      Status: 'DRAFT',
      AuthorProfileId: owner.profile.id,
      Currency: 'EUR',
      TimeZone: 'UTC',
      SellingChannelInfo: { SellingChannel: 'IsFree', Url: null },
      Begin: utcAt(1, '18:00'),
      End: utcAt(1, '22:00'),
      OpenGate: utcAt(1, '16:00'),
      IsLongTerm: false,
      IsMultiDay: false,
    });
  });

  it('answers 401 anonymous, 403 for a visitor profile and for a statistics viewer', async () => {
    expect((await create({}, {})).status).toBe(401);
    const visitor = await organizer(t, { profile: { type: 'VisitorProfile' } });
    expect((await create({}, visitor.headers)).body.Code).toBe('FORBIDDEN');
    const viewer = await organizer(t, { role: 'StatisticsViewer' });
    expect((await create({}, viewer.headers)).status).toBe(403);
  });

  it('validates with the spec’s form keys', async () => {
    const genres = await Promise.all(
      Array.from({ length: 11 }, (_, i) => buildGenre(t.app.db, { name: `G${i}` })),
    );
    const res = await call('POST', '/api/event', owner.headers, {
      Categories: genres.map((g) => g.id),
      Begin: '2030-05-01T18:03:00Z',
    });
    expect(res.status).toBe(400);
    expect(res.body.FieldErrors).toMatchObject({
      ProfileName: ['FIELD_REQUIRED'],
      Categories: ['MAX_VALUE'],
    });

    const dates = await create({ Begin: '2030-05-01T18:03:00Z' });
    expect(dates.body.FieldErrors).toEqual({ Begin: ['DATE_INVALID'] });
    const order = await create({ Begin: '2030-05-01T18:00:00Z', End: '2030-05-01T17:00:00Z' });
    expect(order.body.FieldErrors).toEqual({ End: ['MIN_DATETIME'] });
    const gate = await create({ Begin: '2030-05-01T18:00:00Z', OpenGate: '2030-05-01T19:00:00Z' });
    expect(gate.body.FieldErrors).toEqual({ OpenGate: ['MAX_DATETIME'] });
    const tags = await create({ Keywords: ['ok1', 'ab', 'no way'] });
    expect(tags.body.FieldErrors).toEqual({ 'Keywords.1': ['MIN_LENGTH'], 'Keywords.2': ['INVALID_VALUE'] });
    const external = await create({ SellingChannelInfo: { SellingChannel: 'ExternalTicketing' } });
    expect(external.body.FieldErrors).toEqual({ 'SellingChannelInfo.Url': ['FIELD_REQUIRED'] });
    const picture = await create({ ProfilePicture: 'https://evil.example/x.jpg' });
    expect(picture.body.FieldErrors).toEqual({ ProfilePicture: ['INVALID_VALUE'] });
  });

  it('keeps a long-term end, lowercases and de-duplicates keywords, sanitizes the rich text', async () => {
    const res = await create({
      Begin: '2030-05-01T10:00:00Z',
      End: '9999-12-30T23:59:59Z',
      Keywords: ['Jazz', 'jazz', 'Blues'],
      AboutRichText: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      SellingChannelInfo: { SellingChannel: 'ExternalTicketing', Url: 'tickets.example/show' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      End: '9999-12-30T23:59:59.000Z',
      IsLongTerm: true,
      Keywords: ['jazz', 'blues'],
      AboutRichText: '<p>Hi</p>',
      SellingChannelInfo: { SellingChannel: 'ExternalTicketing', Url: 'http://tickets.example/show' },
    });
  });

  it('nicknames: reserved web paths refused (400), unique case-insensitively (409)', async () => {
    const reserved = await create({ Nickname: 'dashboard' });
    expect(reserved.status).toBe(400);
    expect(reserved.body.Code).toBe('EVENT.NICKNAME_INVALID');
    expect((await create({ Nickname: 'summer-fest-2030' })).status).toBe(201);
    const clash = await create({ Nickname: 'Summer-Fest-2030' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      Code: 'EVENT.NICKNAME_TAKEN',
      FieldErrors: { Nickname: ['INVALID_VALUE'] },
    });
  });
});

describe('PUT /event/{id}', () => {
  it('saves step by step: left-out fields stay, null clears, lists replace', async () => {
    const created = (await create({ About: 'Short', WebUrl: 'https://a.example', LimitForOne: 4 })).body;
    const res = await call('PUT', `/api/event/${created.Id}`, owner.headers, {
      WebUrl: null,
      TrackingProviders: [{ Type: 'FacebookPixel', TrackingId: '1234567890', PixelEvents: ['Purchase'] }],
      CustomFrontendTexts: { SoldOut: { en: 'Gone!', sk: 'Vypredané!' } },
      VisibilitySettings: { HidePurchaseForm: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      About: 'Short',
      LimitForOne: 4,
      WebUrl: null,
      TrackingProviders: [{ Type: 'FacebookPixel', TrackingId: '1234567890', PixelEvents: ['Purchase'] }],
      ExtraSettings: { CustomFrontendTexts: { SoldOut: { en: 'Gone!', sk: 'Vypredané!' } } },
      VisibilitySettings: { HidePurchaseForm: true },
    });
    const badTracking = await call('PUT', `/api/event/${created.Id}`, owner.headers, {
      TrackingProviders: [{ Type: 'GoogleUniversalAnalytics', TrackingId: 'nonsense' }],
    });
    expect(badTracking.body.FieldErrors).toEqual({ 'TrackingProviders.0.TrackingId': ['INVALID_VALUE'] });
  });

  it('moving Begin keeps the length and moves the gate', async () => {
    const created = (await create({ Begin: '2030-05-01T18:00:00Z' })).body;
    const res = await call('PUT', `/api/event/${created.Id}`, owner.headers, {
      Begin: '2030-05-02T20:00:00Z',
    });
    expect(res.body).toMatchObject({
      Begin: '2030-05-02T20:00:00.000Z',
      End: '2030-05-03T00:00:00.000Z',
      OpenGate: '2030-05-02T18:00:00.000Z',
      IsMultiDay: false,
    });
  });

  it('an address with a map position gives the zone (getTimezone) and keeps the wall clock', async () => {
    const created = (await create({ Begin: '2030-05-01T18:00:00Z' })).body;
    const res = await call('PUT', `/api/event/${created.Id}`, owner.headers, {
      AddressContact: { AddressLine: 'Václavské náměstí 1', City: 'Praha', Country: 'cz' },
      CityId: city.id,
      LonLat: { Lon: 14.4265, Lat: 50.0811 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      TimeZone: 'Europe/Prague',
      AddressContact: { Country: 'CZ' },
      // 18:00 wall clock in Prague (CEST, +2) in May.
      Begin: '2030-05-01T16:00:00.000Z',
    });
  });

  it('answers 401, 403 for strangers and statistics viewers, 404 for an unknown id', async () => {
    const created = (await create()).body;
    const url = `/api/event/${created.Id}`;
    expect((await call('PUT', url, {}, { About: 'x' })).status).toBe(401);
    expect((await call('PUT', url, stranger.headers, { About: 'x' })).status).toBe(403);
    const viewer = await organizer(t, { role: 'StatisticsViewer', profile: owner.profile });
    expect((await call('PUT', url, viewer.headers, { About: 'x' })).status).toBe(403);
    // A statistics viewer may read the management data, a stranger may not.
    expect((await call('GET', `${url}/management`, viewer.headers)).status).toBe(200);
    expect((await call('GET', `${url}/management`, stranger.headers)).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/api/event/${unknown}`, owner.headers, { About: 'x' })).status).toBe(404);
  });
});

describe('venue, status and visibility', () => {
  it('setvenue takes the venue’s zone, place and first layout; times keep their wall clock', async () => {
    const { venue, configuration } = await buildVenue(t.app.db);
    const created = (await create({ Begin: '2030-01-10T18:00:00Z' })).body;
    const res = await call('PUT', `/api/event/${created.Id}/setvenue`, owner.headers, { VenueId: venue.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      VenueRef: { _id: venue.id, Name: 'Test hall' },
      VenueConfigurationId: configuration.id,
      TimeZone: 'Europe/Bratislava',
      Begin: '2030-01-10T17:00:00.000Z',
      IsOnline: false,
    });
    // With a venue, the venue decides the place: a stray map position is ignored, an address replaces it.
    const stray = await call('PUT', `/api/event/${created.Id}`, owner.headers, {
      LonLat: { Lon: 14.42, Lat: 50.08 },
    });
    expect(stray.body).toMatchObject({
      VenueRef: { _id: venue.id },
      TimeZone: 'Europe/Bratislava',
      LonLat: { Lon: 17.1 },
    });
    const moved = await call('PUT', `/api/event/${created.Id}`, owner.headers, {
      AddressContact: { AddressLine: 'Park 1', City: 'Eventville', Country: 'SK' },
      CityId: city.id,
      LonLat: null,
    });
    expect(moved.body).toMatchObject({
      VenueRef: null,
      VenueConfigurationId: null,
      CityId: city.id,
      LonLat: null,
    });
    const wrongLayout = await call('PUT', `/api/event/${created.Id}/setvenue`, owner.headers, {
      VenueId: venue.id,
      VenueConfigurationId: created.Id,
    });
    expect(wrongLayout.body.FieldErrors).toEqual({ VenueConfigurationId: ['INVALID_VALUE'] });
    expect(
      (await call('PUT', `/api/event/${created.Id}/setvenue`, stranger.headers, { VenueId: null })).status,
    ).toBe(403);
  });

  it('publishing checks completeness; drafts stay invisible to the public', async () => {
    const created = (await create({ Begin: utcAt(10, '18:00') })).body;
    const url = `/api/event/${created.Id}`;
    const incomplete = await call('PUT', `${url}/status?Status=PUBLISHED`, owner.headers);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({
      Code: 'EVENT.PUBLISH_INCOMPLETE',
      FieldErrors: { ProfilePicture: ['FIELD_REQUIRED'], VenueRef: ['FIELD_REQUIRED'] },
    });
    expect((await call('GET', url)).status).toBe(404);

    await call('PUT', url, owner.headers, { ProfilePicture: PICTURE, IsOnline: true });
    const published = await call('PUT', `${url}/status?Status=published`, owner.headers);
    expect(published.status).toBe(200);
    expect(published.body.Status).toBe('PUBLISHED');
    expect((await call('GET', url)).body).toMatchObject({ Id: created.Id, Status: 'PUBLISHED' });

    // A published event stays complete: taking the picture away is refused.
    const broken = await call('PUT', url, owner.headers, { ProfilePicture: null });
    expect(broken.body.Code).toBe('EVENT.PUBLISH_INCOMPLETE');

    expect((await call('PUT', `${url}/status?Status=DRAFT`, owner.headers)).body.Status).toBe('DRAFT');
    expect((await call('GET', url)).status).toBe(404);
    expect((await call('GET', url, owner.headers)).status).toBe(200);
    expect((await call('PUT', `${url}/status?Status=LIVE`, owner.headers)).status).toBe(400);
    expect((await call('PUT', `${url}/status?Status=DRAFT`, stranger.headers)).status).toBe(403);
  });

  it('showPromocodeSection', async () => {
    const created = (await create()).body;
    const url = `/api/event/${created.Id}/showPromocodeSection`;
    const res = await call('PUT', url, owner.headers, { ShowPromocodeSection: false });
    expect(res.body.ExtraSettings.ShowPromocodeSection).toBe(false);
    expect((await call('PUT', url, owner.headers, {})).body.FieldErrors).toEqual({
      ShowPromocodeSection: ['FIELD_REQUIRED'],
    });
    expect((await call('PUT', url, stranger.headers, { ShowPromocodeSection: true })).status).toBe(403);
  });
});

describe('GET /event/myevents/{profileId}', () => {
  it('lists the profile’s events with drafts, filtered by status, key and timeline, 8 a page', async () => {
    const me = await organizer(t);
    const make = (name: string, days: number) =>
      call('POST', '/api/event', me.headers, { ProfileName: name, Begin: utcAt(days, '18:00') });
    for (let i = 0; i < 9; i++) await make(`Future show ${i}`, 5 + i);
    const past = (await make('Old gig', -10)).body;
    const listUrl = `/api/event/myevents/${me.profile.id}`;

    const first = await call('GET', listUrl, me.headers);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(8);
    expect(first.body[0]).toMatchObject({ Status: 'DRAFT', TicketsSold: 0 });

    const future = (await call('GET', `${listUrl}?eventBegin=Future&perPage=20`, me.headers)).body;
    expect(future.map((e: { ProfileName: string }) => e.ProfileName)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Future show ${i}`),
    );
    const pastList = (await call('GET', `${listUrl}?eventBegin=Past`, me.headers)).body;
    expect(pastList.map((e: { Id: string }) => e.Id)).toEqual([past.Id]);
    const keyed = (await call('GET', `${listUrl}?key=gig`, me.headers)).body;
    expect(keyed).toHaveLength(1);
    expect((await call('GET', `${listUrl}?statuses=PUBLISHED`, me.headers)).body).toEqual([]);
    expect((await call('GET', `${listUrl}?statuses=DRAFT&page=1`, me.headers)).body).toHaveLength(2);
    expect((await call('GET', `${listUrl}?statuses=LIVE`, me.headers)).status).toBe(400);

    expect((await call('GET', listUrl)).status).toBe(401);
    expect((await call('GET', listUrl, stranger.headers)).status).toBe(403);
  });

  it('groupEvents shows one row per show', async () => {
    const me = await organizer(t);
    const show = (
      await call('POST', '/api/event', me.headers, { ProfileName: 'Hamlet', Begin: utcAt(3, '19:00') })
    ).body;
    const copy = await call('POST', `/api/event/${show.Id}/copy`, me.headers, {
      Begin: utcAt(4, '19:00'),
      PerformanceLabel: 'Premiere',
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ Status: 'DRAFT', EventGroupId: show.Id, PerformanceLabel: 'Premiere' });
    expect(copy.body.RelatedEvents).toEqual([
      { Id: show.Id, Begin: show.Begin, Status: 'DRAFT', PerformanceLabel: null },
    ]);
    const all = (await call('GET', `/api/event/myevents/${me.profile.id}`, me.headers)).body;
    expect(all).toHaveLength(2);
    const grouped = (await call('GET', `/api/event/myevents/${me.profile.id}?groupEvents=true`, me.headers))
      .body;
    expect(grouped.map((e: { Id: string }) => e.Id)).toEqual([show.Id]);
  });

  it('a copy moved so far that its end would pass the latest date is refused, not a 500 (found by the fuzzer)', async () => {
    const me = await organizer(t);
    const show = (
      await call('POST', '/api/event', me.headers, {
        ProfileName: 'Long run',
        Begin: utcAt(3, '19:00'),
        End: utcAt(8, '19:00'),
      })
    ).body;
    const copy = await call('POST', `/api/event/${show.Id}/copy`, me.headers, {
      Begin: '9999-12-26T19:00:00.000Z',
    });
    expect(copy.status).toBe(400);
    expect(copy.body).toMatchObject({ Code: 'VALIDATION_FAILED', FieldErrors: { Begin: ['MAX_DATETIME'] } });
    const all = (await call('GET', `/api/event/myevents/${me.profile.id}`, me.headers)).body;
    expect(all).toHaveLength(1);
  });
});

describe('gallery and season events', () => {
  it('adds and removes gallery images (uploaded ones only); the public sees it once published', async () => {
    const created = (await create()).body;
    const url = `/api/event/${created.Id}/images/gallery`;
    const added = await call('POST', url, owner.headers, { Image: PICTURE, Caption: 'Stage' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ImageId: PICTURE, Caption: 'Stage' });
    expect(
      (await call('POST', url, owner.headers, { Image: 'http://x.example/a.png' })).body.FieldErrors,
    ).toEqual({
      Image: ['INVALID_VALUE'],
    });
    expect((await call('POST', url, stranger.headers, { Image: PICTURE })).status).toBe(403);
    expect((await call('GET', url)).status).toBe(404);
    expect((await call('GET', url, owner.headers)).body).toHaveLength(1);
    expect((await call('DELETE', `${url}/${added.body.Id}`, owner.headers)).status).toBe(204);
    expect((await call('DELETE', `${url}/${added.body.Id}`, owner.headers)).status).toBe(404);
  });

  it('season events need the profile setting and the same organizer', async () => {
    const season = (await create({ ProfileName: 'Season 2030' })).body;
    const show = (await create()).body;
    const url = `/api/event/${show.Id}/seasonEvent/${season.Id}`;
    expect((await call('POST', url, owner.headers)).status).toBe(403);
    await t.app.db
      .update(profiles)
      .set({ extraSettings: { CustomFrontendSettings: { SeasonTicketEventEnabled: true } } })
      .where(eq(profiles.id, owner.profile.id));
    expect((await call('POST', url, owner.headers)).status).toBe(204);
    expect((await call('POST', url, owner.headers)).status).toBe(204);
    expect(
      (await call('GET', `/api/event/${show.Id}/management`, owner.headers)).body.SeasonEventIds,
    ).toEqual([season.Id]);
    const foreign = (await call('POST', '/api/event', stranger.headers, { ProfileName: 'Theirs' })).body;
    expect(
      (await call('POST', `/api/event/${show.Id}/seasonEvent/${foreign.Id}`, owner.headers)).status,
    ).toBe(404);
    expect((await call('DELETE', url, stranger.headers)).status).toBe(403);
    expect((await call('DELETE', url, owner.headers)).status).toBe(204);
    expect(
      (await call('GET', `/api/event/${show.Id}/management`, owner.headers)).body.SeasonEventIds,
    ).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the management and layout calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/event/myevents/{profileId}',
      '/api/event/{id}/status',
      '/api/event/{id}/venueconfigurations/{vc}/ticketcategories/{cat}/baseprices',
      '/api/{type}/{id}/responsibles',
      '/api/event/{id}/venueconfigurations/{vc}/sector/{sectorId}/rows',
      '/api/venue/{id}/sector/order',
    ])
      expect(paths).toContain(path);
  });
});
