import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { buildVenue } from '../ticketing/testing';
import { caller, type Method, organizer, PICTURE, utcAt } from './testing';

/*
 * Issue 5 "Authorization": only holders of a claim on the event's organizer profile read or change its
 * management data; a StatisticsViewer reads but changes nothing. One row per call of the module, each
 * asked by a stranger (403), a statistics viewer of the organizer (403 for writes) and nobody (401).
 * authorization-matrix.test.ts extends this to every write route of the app, found from the route table.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;
let viewer: UserWithClaim;
let stranger: UserWithClaim;
const ids = { event: '', season: '', vc: '', venue: '', category: '', price: '', lineup: '', image: '' };

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
  viewer = await organizer(t, { role: 'StatisticsViewer', profile: owner.profile });
  stranger = await organizer(t);
  await t.app.db
    .update(profiles)
    .set({ extraSettings: { CustomFrontendSettings: { SeasonTicketEventEnabled: true } } })
    .where(eq(profiles.id, owner.profile.id));
  const { venue, configuration } = await buildVenue(t.app.db);
  ids.venue = venue.id;
  ids.vc = configuration.id;
  const create = async (name: string) =>
    (await call('POST', '/api/event', owner.headers, { ProfileName: name, Begin: utcAt(20, '18:00') })).body
      .Id as string;
  ids.event = await create('Guarded');
  ids.season = await create('Season');
  await call('PUT', `/api/event/${ids.event}/setvenue`, owner.headers, { VenueId: venue.id });
  const category = (
    await call('POST', categories(), owner.headers, { Name: 'Parter', Key: 'A', BasePrices: [{ Price: 10 }] })
  ).body;
  ids.category = category._id;
  ids.price = category.BasePrices[0]._id;
  ids.lineup = (await call('POST', `/api/event/${ids.event}/lineup`, owner.headers, { Name: 'DJ' })).body._id;
  ids.image = (
    await call('POST', `/api/event/${ids.event}/images/gallery`, owner.headers, { Image: PICTURE })
  ).body.Id;
});
afterAll(async () => {
  await t?.close();
});

const categories = () => `/api/event/${ids.event}/venueconfigurations/${ids.vc}/ticketcategories`;

interface Call {
  method: Method;
  url: () => string;
  body?: unknown;
  /** Reads are open to a statistics viewer (answered with this status); writes are not. */
  read?: number;
}

const person = {
  Type: 'ResponsiblePerson',
  Name: 'Jana',
  Surname: 'Nováková',
  Birthday: '1990-04-01',
  Address: { AddressLine: 'Hlavná 1', City: 'Košice', Country: 'SK' },
  Vat: 0.2,
};

const CALLS: Record<string, Call> = {
  'GET management': { method: 'GET', url: () => `/api/event/${ids.event}/management`, read: 200 },
  'GET myevents': { method: 'GET', url: () => `/api/event/myevents/${owner.profile.id}`, read: 200 },
  'PUT event': { method: 'PUT', url: () => `/api/event/${ids.event}`, body: { About: 'x' } },
  'PUT setvenue': { method: 'PUT', url: () => `/api/event/${ids.event}/setvenue`, body: { VenueId: null } },
  'PUT status': { method: 'PUT', url: () => `/api/event/${ids.event}/status?Status=DRAFT` },
  'PUT showPromocodeSection': {
    method: 'PUT',
    url: () => `/api/event/${ids.event}/showPromocodeSection`,
    body: { ShowPromocodeSection: false },
  },
  'POST copy': {
    method: 'POST',
    url: () => `/api/event/${ids.event}/copy`,
    body: { Begin: utcAt(21, '18:00') },
  },
  'POST gallery': {
    method: 'POST',
    url: () => `/api/event/${ids.event}/images/gallery`,
    body: { Image: PICTURE },
  },
  'DELETE gallery': { method: 'DELETE', url: () => `/api/event/${ids.event}/images/gallery/${ids.image}` },
  'POST seasonEvent': { method: 'POST', url: () => `/api/event/${ids.event}/seasonEvent/${ids.season}` },
  'DELETE seasonEvent': { method: 'DELETE', url: () => `/api/event/${ids.event}/seasonEvent/${ids.season}` },
  // None set yet: the viewer passes the check and hears 404.
  'GET responsible': { method: 'GET', url: () => `/api/event/${ids.event}/responsible`, read: 404 },
  'PUT responsible': { method: 'PUT', url: () => `/api/event/${ids.event}/responsible`, body: person },
  'POST lineup': { method: 'POST', url: () => `/api/event/${ids.event}/lineup`, body: { Name: 'Band' } },
  'PUT lineup': {
    method: 'PUT',
    url: () => `/api/event/${ids.event}/lineup/${ids.lineup}`,
    body: { Name: 'DJ Two' },
  },
  'DELETE lineup': { method: 'DELETE', url: () => `/api/event/${ids.event}/lineup/${ids.lineup}` },
  'GET ticketcategories': { method: 'GET', url: categories, read: 200 },
  'POST ticketcategory': { method: 'POST', url: categories, body: { Name: 'Balcony' } },
  'PUT ticketcategory': {
    method: 'PUT',
    url: () => `${categories()}/${ids.category}`,
    body: { Name: 'Stalls', Color: '#112233' },
  },
  'DELETE ticketcategory': { method: 'DELETE', url: () => `${categories()}/${ids.category}` },
  'POST baseprice': {
    method: 'POST',
    url: () => `${categories()}/${ids.category}/baseprices`,
    body: { Price: 12 },
  },
  'DELETE baseprice': { method: 'DELETE', url: () => `/api/venue/${ids.vc}/baseprices/${ids.price}` },
};

describe('event management authorization', () => {
  it.each(Object.entries(CALLS))('%s: 401 anonymous, 403 stranger, viewer reads only', async (_, spec) => {
    const ask = (headers: Record<string, string>) => call(spec.method, spec.url(), headers, spec.body);
    expect((await ask({})).status).toBe(401);
    const refused = await ask(stranger.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.Code).toBe('FORBIDDEN');
    const asViewer = await ask(viewer.headers);
    expect(asViewer.status).toBe(spec.read ?? 403);
  });

  it('nothing the refused callers sent was kept', async () => {
    const event = (await call('GET', `/api/event/${ids.event}/management`, owner.headers)).body;
    expect(event).toMatchObject({
      About: null,
      VenueRef: { _id: ids.venue },
      SeasonEventIds: [],
      Responsible: null,
    });
    expect(event.Lineup.map((item: { Name: string }) => item.Name)).toEqual(['DJ']);
    expect(event.Gallery).toHaveLength(1);
    const list = (await call('GET', categories(), owner.headers)).body;
    expect(list).toEqual([expect.objectContaining({ Name: 'Parter', BasePrices: [expect.anything()] })]);
  });

  it('a statistics viewer cannot create events; a stranger cannot create for another profile', async () => {
    expect((await call('POST', '/api/event', viewer.headers, { ProfileName: 'No' })).status).toBe(403);
    const foreign = await call(
      'POST',
      '/api/event',
      { ...stranger.headers, ProfileId: owner.profile.id },
      {
        ProfileName: 'No',
      },
    );
    expect(foreign.status).toBe(403);
  });
});
