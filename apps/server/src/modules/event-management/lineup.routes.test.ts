import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { buildVenue } from '../ticketing/testing';
import { caller, organizer } from './testing';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;
let artist: UserWithClaim;
let stranger: UserWithClaim;
let eventId: string;

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
  artist = await organizer(t, { profile: { type: 'BandProfile', profileName: 'The Quokkas' } });
  stranger = await organizer(t);
  eventId = (await call('POST', '/api/event', owner.headers, { ProfileName: 'Festival' })).body.Id;
});
afterAll(async () => {
  await t?.close();
});

describe('lineup', () => {
  it('adds a profile and a name-only entry, edits, confirms and deletes', async () => {
    const url = `/api/event/${eventId}/lineup`;
    const band = await call('POST', url, owner.headers, {
      ProfileId: artist.profile.id,
      Day: '2030-07-01',
      Begin: '2030-07-01T20:00:00Z',
    });
    expect(band.status).toBe(201);
    expect(band.body).toMatchObject({
      Name: 'The Quokkas',
      Confirmed: false,
      ProfileRef: { Id: artist.profile.id, Type: 'BandProfile' },
    });
    const dj = await call('POST', url, owner.headers, { Name: 'DJ Local', HideTime: true });
    expect(dj.body).toMatchObject({ Name: 'DJ Local', ProfileRef: null, HideTime: true });

    const invalid = await call('POST', url, owner.headers, { Begin: '2030-07-01T20:02:00Z' });
    expect(invalid.body.FieldErrors).toEqual({ Name: ['INVALID_VALUE'] });
    const offGrid = await call('POST', url, owner.headers, { Name: 'Late', Begin: '2030-07-01T20:02:00Z' });
    expect(offGrid.body.FieldErrors).toEqual({ Begin: ['DATE_INVALID'] });
    expect((await call('POST', url, stranger.headers, { Name: 'Intruder' })).status).toBe(403);
    expect((await call('POST', url, {}, { Name: 'Anon' })).status).toBe(401);

    const edited = await call('PUT', `${url}/${dj.body._id}`, owner.headers, {
      Name: 'DJ Global',
      HideTime: false,
    });
    expect(edited.body).toMatchObject({ _id: dj.body._id, Name: 'DJ Global', HideTime: false });
    expect((await call('PUT', `${url}/${dj.body._id}`, stranger.headers, { Name: 'x' })).status).toBe(403);

    // The performer confirms its own attendance; nobody else can confirm for it.
    expect((await call('PUT', `${url}/${artist.profile.id}?Confirmed=true`, stranger.headers)).status).toBe(
      403,
    );
    const confirmed = await call('PUT', `${url}/${artist.profile.id}?Confirmed=true`, artist.headers);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject([{ _id: band.body._id, Confirmed: true }]);
    expect((await call('PUT', `${url}/${stranger.profile.id}?Confirmed=true`, stranger.headers)).status).toBe(
      404,
    );

    const view = (await call('GET', `/api/event/${eventId}/management`, owner.headers)).body;
    expect(view.Lineup.map((item: { Name: string }) => item.Name)).toEqual(['The Quokkas', 'DJ Global']);

    expect((await call('DELETE', `${url}/${dj.body._id}`, owner.headers)).status).toBe(204);
    expect((await call('DELETE', `${url}/${dj.body._id}`, owner.headers)).status).toBe(404);
  });

  it('the venue’s profile confirms hosting', async () => {
    const { venue, author } = await buildVenue(t.app.db);
    const host = await organizer(t, { profile: author });
    await call('PUT', `/api/event/${eventId}/setvenue`, owner.headers, { VenueId: venue.id });
    const url = `/api/event/${eventId}/building/confirmation?Confirmed=true`;
    expect((await call('PUT', url, owner.headers)).status).toBe(403);
    const res = await call('PUT', url, host.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Confirmed: true });
    expect((await call('PUT', url)).status).toBe(401);
  });
});
