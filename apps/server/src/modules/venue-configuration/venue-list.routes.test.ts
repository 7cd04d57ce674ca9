import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../db/schema/columns';
import { profiles } from '../../db/schema/profiles';
import { venues } from '../../db/schema/venues';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildCity, type UserWithClaim } from '../../testing/factories';
import { caller, organizer } from '../event-management/testing';
import { buildVenue } from '../ticketing/testing';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;
let stranger: UserWithClaim;
const ids = { created: '', used: '', other: '', promoterVenue: '' };

async function rename(venueId: string, name: string, profileId?: string, profileName?: string) {
  await t.app.db.update(venues).set({ name }).where(eq(venues.id, venueId));
  if (profileId && profileName)
    await t.app.db
      .update(profiles)
      .set({ profileName, searchName: normalizeSearchText(profileName) })
      .where(eq(profiles.id, profileId));
}

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
  stranger = await organizer(t);
  const city = await buildCity(t.app.db, { name: 'Trnava' });
  // A hall the organizer drew itself (POST /venue): its own, with an empty layout.
  const created = await call('POST', '/api/venue', owner.headers, {
    Name: 'Stará tržnica',
    AddressContact: { AddressLine: 'Námestie 1', City: 'Trnava', Country: 'SK' },
    CityId: city.id,
    LonLat: { Lon: 17.58, Lat: 48.37 },
  });
  expect(created.status).toBe(201);
  ids.created = created.body._id;
  // A venue profile's hall the organizer has already used for one of its events.
  const used = await buildVenue(t.app.db);
  await rename(used.venue.id, 'Žilinská aréna', used.author.id, 'Aréna Žilina');
  ids.used = used.venue.id;
  const event = (await call('POST', '/api/event', owner.headers, { ProfileName: 'Past concert' })).body;
  await call('PUT', `/api/event/${event.Id}/setvenue`, owner.headers, { VenueId: used.venue.id });
  // A venue profile's hall the organizer never used: found only by its name.
  const other = await buildVenue(t.app.db, { rows: 3, seatsPerRow: 4 });
  await rename(other.venue.id, 'Dunajská koncertná sieň', other.author.id, 'Dunaj Hall s.r.o.');
  ids.other = other.venue.id;
  // Another promoter's own hall: never offered to this organizer.
  const theirs = await call('POST', '/api/venue', stranger.headers, {
    Name: 'Dunajská garáž',
    AddressContact: { AddressLine: 'Dvor 2', City: 'Trnava', Country: 'SK' },
    CityId: city.id,
    LonLat: { Lon: 17.58, Lat: 48.37 },
  });
  ids.promoterVenue = theirs.body._id;
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, headers = owner.headers) =>
  call('GET', `/api/venue?ProfileId=${owner.profile.id}${query}`, headers);
const names = (body: { Name: string }[]) => body.map((venue) => venue.Name);

describe('GET /venue (venue picker)', () => {
  it('without a key lists the organizer’s own and used venues with their layout sizes', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Stará tržnica', 'Žilinská aréna']);
    expect(res.body[0]).toMatchObject({
      _id: ids.created,
      IsOwn: true,
      ProfileId: owner.profile.id,
      SeatCount: 0,
      SectorCount: 0,
      AddressContact: { AddressLine: 'Námestie 1', City: 'Trnava', Country: 'SK' },
    });
    // buildVenue: 2 rows of 5 seats; seating, standing and merchandise sectors.
    expect(res.body[1]).toMatchObject({ _id: ids.used, IsOwn: true, SeatCount: 10, SectorCount: 3 });
  });

  it('a key finds venue profiles’ venues ignoring case and diacritics, own ones first', async () => {
    const res = await list('&key=DUNAJSKA');
    expect(res.status).toBe(200);
    // The other promoter's "Dunajská garáž" is not a venue profile's hall.
    expect(res.body).toEqual([
      expect.objectContaining({ _id: ids.other, IsOwn: false, SeatCount: 12, SectorCount: 3 }),
    ]);
    expect(names((await list('&key=zilin')).body)).toEqual(['Žilinská aréna']);
    // The venue profile's name and the city match too.
    expect(names((await list('&key=dunaj hall')).body)).toEqual(['Dunajská koncertná sieň']);
    expect(names((await list('&key=trnava')).body)).toEqual(['Stará tržnica']);
    expect((await list('&key=100%25')).body).toEqual([]);
  });

  it('pages', async () => {
    expect(names((await list('&perPage=1')).body)).toEqual(['Stará tržnica']);
    expect(names((await list('&perPage=1&page=1')).body)).toEqual(['Žilinská aréna']);
    expect((await list('&perPage=1&page=2')).body).toEqual([]);
  });

  it('401 anonymous, 403 without a claim on the profile, 400 without a profile id', async () => {
    expect((await list('', {})).status).toBe(401);
    expect((await list('', stranger.headers)).status).toBe(403);
    const missing = await call('GET', '/api/venue', owner.headers);
    expect(missing.status).toBe(400);
    expect(missing.body.FieldErrors).toHaveProperty('ProfileId');
    // A statistics viewer may look (listing changes nothing).
    const viewer = await organizer(t, { role: 'StatisticsViewer', profile: owner.profile });
    expect((await list('', viewer.headers)).status).toBe(200);
  });
});
