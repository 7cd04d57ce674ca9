import { randomUUID } from 'node:crypto';
import { LikesSuggestionsSchema, MAX_LIKES_READ, ParticipationListSchema } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/accounts';
import { venues } from '../../db/schema/venues';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildCity, type UserWithClaim } from '../../testing/factories';
import { caller, organizer } from '../event-management/testing';
import type { PreparedMail } from '../mail/mailer';
import { startOidcProvider } from '../social/oidc-test-provider';
import { createParticipationService } from './participation.service';

const PUBLIC_URL = 'http://marquee.test';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let call: ReturnType<typeof caller>;
let promoter: UserWithClaim;
let band: UserWithClaim;
let hall: UserWithClaim;
let stranger: UserWithClaim;
let venueId: string;
const mails: PreparedMail[] = [];

beforeAll(async () => {
  idp = await startOidcProvider({
    clientId: 'marquee',
    clientSecret: 'marquee-test-secret',
    redirectUri: `${PUBLIC_URL}/api/externalaccount/oidc/callback`,
  });
  t = await buildTestApp({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'marquee',
      OIDC_CLIENT_SECRET: 'marquee-test-secret',
      OIDC_PROVIDER_NAME: 'Google',
      OIDC_LIKES_URL: idp.likesUrl,
    },
  });
  vi.spyOn(t.app.mailer, 'sendMessage').mockImplementation(async (mail) => {
    mails.push(mail);
  });
  call = caller(t);
  promoter = await organizer(t, { profile: { type: 'PromoterProfile', profileName: 'Night Owls' } });
  band = await organizer(t, {
    profile: { type: 'BandProfile', profileName: 'Ľadové Kvety' },
  });
  await t.app.db.update(users).set({ language: 'sk' }).where(eq(users.id, band.user.id));
  hall = await organizer(t, { profile: { type: 'BuildingProfile', profileName: 'Stará Tržnica' } });
  stranger = await organizer(t);
  const city = await buildCity(t.app.db, { name: `Mesto ${randomUUID().slice(0, 6)}` });
  const [venue] = await t.app.db
    .insert(venues)
    .values({
      profileId: hall.profile.id,
      name: 'Stará Tržnica',
      address: { AddressLine: 'Námestie 1', City: city.name, Zip: '811 01', Country: 'SK' },
      cityId: city.id,
      lon: 17.1,
      lat: 48.1,
      timeZone: 'Europe/Bratislava',
    })
    .returning();
  venueId = venue?.id ?? '';
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function newEvent(name: string) {
  return (await call('POST', '/api/event', promoter.headers, { ProfileName: name })).body.Id as string;
}

describe('participation inbox', () => {
  it('lists, mails once in the owner’s language, confirms, cancels; 403 for another’s entry, 404 when gone', async () => {
    const eventId = await newEvent('Zimný festival');
    const added = await call('POST', `/api/event/${eventId}/lineup`, promoter.headers, {
      ProfileId: band.profile.id,
    });
    expect(added.status).toBe(201);
    expect(mails.filter((m) => m.to === band.user.email)).toHaveLength(1);
    const mail = mails.find((m) => m.to === band.user.email);
    expect(mail?.subject).toBe('Night Owls uvádza Ľadové Kvety v podujatí Zimný festival');
    expect(mail?.link).toBe(`${PUBLIC_URL}/sk/dashboard/participation?profile=${band.profile.id}`);
    // A second slot of the same profile in the same event is not a second mail.
    await call('POST', `/api/event/${eventId}/lineup`, promoter.headers, { ProfileId: band.profile.id });
    expect(mails.filter((m) => m.to === band.user.email)).toHaveLength(1);

    const inbox = await call('GET', `/api/participation/${band.profile.id}`, band.headers);
    expect(inbox.status).toBe(200);
    expect(ParticipationListSchema.parse(inbox.body)).toMatchObject([
      { EventId: eventId, Role: 'Lineup', State: 'Pending', Organizer: { Id: promoter.profile.id } },
    ]);
    expect((await call('GET', `/api/participation/${band.profile.id}`, stranger.headers)).status).toBe(403);
    expect((await call('GET', `/api/participation/${band.profile.id}`, {})).status).toBe(401);

    const confirm = (who: UserWithClaim, profileId: string, value: boolean) =>
      call('PUT', `/api/event/${eventId}/lineup/${profileId}?Confirmed=${value}`, who.headers);
    expect((await confirm(stranger, band.profile.id, true)).status).toBe(403);
    expect((await confirm(band, band.profile.id, true)).status).toBe(200);
    let summary = (await call('GET', `/api/participation/${band.profile.id}/summary`, band.headers)).body;
    expect(summary).toEqual({ Pending: 0, Confirmed: 1, Cancelled: 0 });
    const page = await call('GET', `/api/event/${eventId}`, promoter.headers);
    expect(page.body.Lineup[0]).toMatchObject({ Confirmed: true, ProfileRef: { Id: band.profile.id } });

    expect((await confirm(band, band.profile.id, false)).status).toBe(200);
    summary = (await call('GET', `/api/participation/${band.profile.id}/summary`, band.headers)).body;
    expect(summary).toEqual({ Pending: 0, Confirmed: 0, Cancelled: 1 });
    const cancelled = await call(
      'GET',
      `/api/participation/${band.profile.id}?State=Cancelled`,
      band.headers,
    );
    expect(cancelled.body).toHaveLength(1);
    // The organizer's wizard sees the cancellation.
    const managed = (await call('GET', `/api/event/${eventId}/management`, promoter.headers)).body;
    expect(managed.Lineup[0]).toMatchObject({ Confirmed: false, Cancelled: true });

    // The organizer removes the performer: confirming again is 404 and the inbox forgets it.
    const view = (await call('GET', `/api/event/${eventId}/management`, promoter.headers)).body;
    for (const item of view.Lineup)
      await call('DELETE', `/api/event/${eventId}/lineup/${item._id}`, promoter.headers);
    expect((await confirm(band, band.profile.id, true)).status).toBe(404);
    expect((await call('GET', `/api/participation/${band.profile.id}`, band.headers)).body).toEqual([]);
  });

  it('the venue confirms hosting; the event page shows it; another venue starts unconfirmed', async () => {
    const eventId = await newEvent('Jarný koncert');
    expect(
      (await call('PUT', `/api/event/${eventId}/setvenue`, promoter.headers, { VenueId: venueId })).status,
    ).toBe(200);
    expect(mails.filter((m) => m.to === hall.user.email).map((m) => m.kind)).toEqual(['participation']);
    const url = `/api/event/${eventId}/building/confirmation`;
    expect((await call('PUT', `${url}?Confirmed=true`, stranger.headers)).status).toBe(403);
    expect((await call('PUT', `${url}?Confirmed=true`, hall.headers)).status).toBe(200);
    const list = await call('GET', `/api/participation/${hall.profile.id}`, hall.headers);
    expect(list.body).toMatchObject([{ EventId: eventId, Role: 'Venue', State: 'Confirmed' }]);
    expect((await call('GET', `/api/event/${eventId}`, promoter.headers)).body.Building).toMatchObject({
      Id: hall.profile.id,
      IsConfirmed: true,
    });
    await call('PUT', `/api/event/${eventId}/setvenue`, promoter.headers, { VenueId: null });
    expect((await call('PUT', `${url}?Confirmed=true`, hall.headers)).status).toBe(404);
    await call('PUT', `/api/event/${eventId}/setvenue`, promoter.headers, { VenueId: venueId });
    expect((await call('GET', `/api/participation/${hall.profile.id}`, hall.headers)).body).toMatchObject([
      { State: 'Pending' },
    ]);
  });

  it('a profile declines an organizer’s future listings (403 PARTICIPATION.DECLINED), and accepts again', async () => {
    const blocks = `/api/participation/${band.profile.id}/blocks/${promoter.profile.id}`;
    expect((await call('PUT', blocks, stranger.headers)).status).toBe(403);
    expect((await call('PUT', blocks, band.headers)).status).toBe(204);
    const list = await call('GET', `/api/participation/${band.profile.id}/blocks`, band.headers);
    expect(list.body).toMatchObject([{ Organizer: { Id: promoter.profile.id, ProfileName: 'Night Owls' } }]);
    const eventId = await newEvent('Spam fest');
    const refused = await call('POST', `/api/event/${eventId}/lineup`, promoter.headers, {
      ProfileId: band.profile.id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.Code).toBe('PARTICIPATION.DECLINED');
    // A name-only entry is still the organizer's to write.
    expect(
      (await call('POST', `/api/event/${eventId}/lineup`, promoter.headers, { Name: 'Ľadové Kvety' })).status,
    ).toBe(201);
    expect((await call('DELETE', blocks, band.headers)).status).toBe(204);
    expect(
      (await call('POST', `/api/event/${eventId}/lineup`, promoter.headers, { ProfileId: band.profile.id }))
        .status,
    ).toBe(201);
    expect(
      (await call('PUT', `/api/participation/${band.profile.id}/blocks/${randomUUID()}`, band.headers))
        .status,
    ).toBe(404);
  });
});

describe('external providers on a profile', () => {
  it('stores links and the linked OIDC provider, replaces with Rewrite=true, refuses foreign ones', async () => {
    const url = `/api/bandprofile/${band.profile.id}/externalproviders`;
    const saved = await call('POST', `${url}?Rewrite=true`, band.headers, [
      { Provider: 'soundcloud', Url: 'soundcloud.com/ladove-kvety' },
      { Provider: 'Youtube', Url: 'https://youtube.com/@kvety' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([
      { Provider: 'Soundcloud', Name: 'Soundcloud', Url: 'http://soundcloud.com/ladove-kvety' },
      { Provider: 'Youtube', Name: 'Youtube', Url: 'https://youtube.com/@kvety' },
    ]);
    // The OIDC provider counts only when the account has that identity.
    const google = await call('POST', url, band.headers, [{ Provider: 'google' }]);
    expect(google.status).toBe(400);
    expect(google.body.FieldErrors).toEqual({ '0.Provider': ['INVALID_VALUE'] });
    expect(
      (await call('POST', url, band.headers, [{ Provider: 'Youtube', Url: 'javascript:alert(1)' }])).status,
    ).toBe(400);
    expect(
      (await call('POST', url, stranger.headers, [{ Provider: 'Youtube', Url: 'https://x.sk' }])).status,
    ).toBe(403);
    const replaced = await call('POST', `${url}?Rewrite=true`, band.headers, [
      { Provider: 'Vimeo', Url: 'https://vimeo.com/kvety' },
    ]);
    expect(replaced.body.map((p: { Provider: string }) => p.Provider)).toEqual(['Vimeo']);
    expect((await call('GET', url, {})).body).toEqual(replaced.body);
  });
});

describe('suggestions from the fan’s likes (POST /visitor/{id}/facebookLikes)', () => {
  /** Runs start (mode=likes) → provider → callback; the code the suggestions page receives. */
  async function likesCode(accountId: string): Promise<string> {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/externalaccount/oidc/start?mode=likes&lang=en&returnUrl=%2Fen%2Faccount%2Fsettings',
    });
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const callback = await idp.signIn(String(start.headers.location), accountId);
    const done = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie },
    });
    const landing = new URL(String(done.headers.location));
    expect(landing.pathname).toBe('/en/account/settings');
    return landing.searchParams.get('oidcCode') ?? '';
  }

  it('matches names without diacritics or case, follows nothing, and the code is single-use', async () => {
    const fan = await organizer(t, { profile: { type: 'VisitorProfile', profileName: 'Fan' } });
    idp.likes.set('fan-sub', [
      { name: 'ladove kvety' },
      { name: 'STARÁ TRZNICA', category: 'Concert Venue' },
      { name: 'Nobody we know' },
    ]);
    const code = await likesCode('fan-sub');
    // A likes code never signs in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/externalaccount/facebooklogin',
      payload: { Code: code },
    });
    expect(login.statusCode).toBe(400);

    const code2 = await likesCode('fan-sub');
    const url = `/api/visitor/${fan.profile.id}/facebookLikes`;
    const answer = await call('POST', url, fan.headers, { fbToken: code2 });
    expect(answer.status).toBe(200);
    const body = LikesSuggestionsSchema.parse(answer.body);
    expect(body.Profiles.map((p) => p.Id).sort()).toEqual([band.profile.id, hall.profile.id].sort());
    expect(body.Profiles.every((p) => !p.IsFollowing)).toBe(true);
    expect(body).toMatchObject({ LikesRead: 3, Truncated: false });
    const again = await call('POST', url, fan.headers, { fbToken: code2 });
    expect(again.status).toBe(400);
    expect(again.body.Code).toBe('SOCIAL_LOGIN.FAIL');
    // Another person cannot read suggestions for this fan.
    expect((await call('POST', url, stranger.headers, { fbToken: await likesCode('fan-sub') })).status).toBe(
      403,
    );
    expect((await call('POST', url, fan.headers, { fbToken: 'not-a-code' })).body.Code).toBe(
      'SOCIAL_LOGIN.FAIL',
    );
  });

  it('reads a 10,000-like answer page by page up to the bound', async () => {
    const fan = await organizer(t, { profile: { type: 'VisitorProfile', profileName: 'Big fan' } });
    idp.likes.set('big-sub', [
      { name: 'Ľadové kvety' },
      ...Array.from({ length: 9_999 }, (_, i) => ({ name: `Band ${i}` })),
    ]);
    const started = Date.now();
    const answer = await call('POST', `/api/visitor/${fan.profile.id}/facebookLikes`, fan.headers, {
      fbToken: await likesCode('big-sub'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ LikesRead: MAX_LIKES_READ, Truncated: true });
    expect(answer.body.Profiles.map((p: { Id: string }) => p.Id)).toEqual([band.profile.id]);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('answers 400 SOCIAL_LOGIN.FAIL when the provider refuses the token', async () => {
    const fan = await organizer(t, { profile: { type: 'VisitorProfile', profileName: 'Late fan' } });
    const code = await likesCode('late-sub');
    const expired = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 401 }));
    const answer = await call('POST', `/api/visitor/${fan.profile.id}/facebookLikes`, fan.headers, {
      fbToken: code,
    });
    expired.mockRestore();
    expect(answer.status).toBe(400);
    expect(answer.body.Code).toBe('SOCIAL_LOGIN.FAIL');
  });
});

describe('without a likes provider', () => {
  it('is off: SOCIAL_LOGIN.NOT_CONFIGURED (404) before any code is read', async () => {
    const off = createParticipationService({
      db: t.app.db,
      config: { ...t.config, OIDC_LIKES_URL: undefined },
      log: t.app.log,
      mailer: t.app.mailer,
      social: t.app.services.social,
      oidc: t.app.services.oidc,
    });
    await expect(off.likes(randomUUID(), 'x')).rejects.toMatchObject({
      code: 'SOCIAL_LOGIN.NOT_CONFIGURED',
      status: 404,
    });
  });
});
