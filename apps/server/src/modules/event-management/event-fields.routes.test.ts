import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { caller, organizer, PICTURE, utcAt } from './testing';

/* The wizard's media and extras steps save these fields through PUT /event/{id}. */

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
});
afterAll(async () => {
  await t?.close();
});

const draft = async (body: Record<string, unknown> = {}) =>
  (await call('POST', '/api/event', owner.headers, { ProfileName: 'Film night', ...body })).body;
const put = (id: string, body: unknown) => call('PUT', `/api/event/${id}`, owner.headers, body);

const film = {
  Movie: {
    OriginalTitle: ' Obchod na korze ',
    YearOfProduction: 1965,
    MovieDuration: 128,
    Directors: ['Ján Kadár', 'Elmar Klos'],
    Actors: [{ FullName: 'Ida Kamińska' }, { FullName: 'Jozef Kroner' }],
  },
  AgeRating: 12,
  Dabing: 'sk',
  Subtitles: ' ',
};

describe('movie info', () => {
  it('is stored trimmed, blank texts left out, and cleared with null', async () => {
    const event = await draft();
    const saved = await put(event.Id, { MovieInfo: film });
    expect(saved.status).toBe(200);
    expect(saved.body.MovieInfo).toEqual({
      Movie: { ...film.Movie, OriginalTitle: 'Obchod na korze' },
      AgeRating: 12,
      Dabing: 'sk',
    });
    // A save of another field keeps it; null clears it.
    expect((await put(event.Id, { About: 'Oscar 1966' })).body.MovieInfo.AgeRating).toBe(12);
    expect((await put(event.Id, { MovieInfo: null })).body.MovieInfo).toBeNull();
  });

  it('refuses what breaks the limits, with the field paths', async () => {
    const event = await draft();
    const res = await put(event.Id, {
      MovieInfo: {
        Movie: {
          OriginalTitle: '',
          YearOfProduction: 1500,
          MovieDuration: 0,
          Directors: Array.from({ length: 11 }, (_, i) => `Director ${i}`),
          Actors: Array.from({ length: 51 }, (_, i) => ({ FullName: `Actor ${i}` })),
        },
        AgeRating: 99,
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.FieldErrors).sort()).toEqual([
      'MovieInfo.AgeRating',
      'MovieInfo.Movie.Actors',
      'MovieInfo.Movie.Directors',
      'MovieInfo.Movie.MovieDuration',
      'MovieInfo.Movie.OriginalTitle',
      'MovieInfo.Movie.YearOfProduction',
    ]);
    const ahead = new Date().getUTCFullYear() + 6;
    const tooFar = await put(event.Id, {
      MovieInfo: { Movie: { OriginalTitle: 'Future', YearOfProduction: ahead } },
    });
    expect(tooFar.body.FieldErrors).toHaveProperty(['MovieInfo.Movie.YearOfProduction']);
    expect((await call('GET', `/api/event/${event.Id}/management`, owner.headers)).body.MovieInfo).toBeNull();
  });
});

describe('stream settings, tracking providers and performances', () => {
  it('stream settings of an online event', async () => {
    const event = await draft({ IsOnline: true });
    const saved = await put(event.Id, { StreamSettings: { ShowStreamPromo: true } });
    expect(saved.body.StreamSettings).toEqual({ ShowStreamPromo: true });
    expect((await put(event.Id, { StreamSettings: null })).body.StreamSettings).toBeNull();
  });

  it('tracking providers replace the list; ids are checked per type', async () => {
    const event = await draft();
    const pixel = {
      Type: 'FacebookPixel',
      TrackingId: '123456789012',
      PixelEvents: ['Purchase', 'PageView'],
    };
    const analytics = { Type: 'GoogleUniversalAnalytics', TrackingId: 'G-ABC123XYZ', Events: ['page_view'] };
    const saved = await put(event.Id, { TrackingProviders: [pixel, analytics] });
    expect(saved.body.TrackingProviders).toEqual([
      { ...pixel, Events: [], Location: null },
      { ...analytics, PixelEvents: [], Location: null },
    ]);
    const wrong = await put(event.Id, {
      TrackingProviders: [{ Type: 'FacebookPixel', TrackingId: 'G-ABC123XYZ' }],
    });
    expect(wrong.body.FieldErrors).toEqual({ 'TrackingProviders.0.TrackingId': ['INVALID_VALUE'] });
    const unknownEvent = await put(event.Id, {
      TrackingProviders: [{ ...pixel, PixelEvents: ['Refund'] }],
    });
    expect(unknownEvent.status).toBe(400);
    expect((await put(event.Id, { TrackingProviders: [] })).body.TrackingProviders).toEqual([]);
  });

  it('performance label and type; another date joins the show with its own label', async () => {
    const event = await draft({ Begin: utcAt(20, '19:00'), ProfilePicture: PICTURE });
    const saved = await put(event.Id, { PerformanceLabel: 'Premiere', PerformanceType: 'School' });
    expect(saved.body).toMatchObject({ PerformanceLabel: 'Premiere', PerformanceType: 'School' });
    expect((await put(event.Id, { PerformanceType: 'Matinee' })).status).toBe(400);
    const copy = await call('POST', `/api/event/${event.Id}/copy`, owner.headers, {
      Begin: utcAt(21, '19:00'),
      PerformanceLabel: 'Reprise',
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      EventGroupId: event.Id,
      PerformanceLabel: 'Reprise',
      PerformanceType: 'School',
    });
    const original = (await call('GET', `/api/event/${event.Id}/management`, owner.headers)).body;
    expect(original.RelatedEvents).toEqual([
      { Id: copy.body.Id, Begin: utcAt(21, '19:00'), Status: 'DRAFT', PerformanceLabel: 'Reprise' },
    ]);
  });
});
