import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildGenre } from '../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    seed: async ({ db }) => void (await buildGenre(db, { name: 'Music', slug: 'music' })),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('parametric /:type routes never shadow static routes', () => {
  it('other modules keep answering', async () => {
    const ping = await t.app.inject({ method: 'GET', url: '/api/utility/servertest' });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toBe(true);
    const category = await t.app.inject({ method: 'GET', url: '/api/category' });
    expect(category.statusCode).toBe(200);
    expect(category.json()[0].Slug).toBe('music');
    const weblog = await t.app.inject({ method: 'POST', url: '/api/weblog', payload: { Content: 'hello' } });
    expect(weblog.statusCode).toBe(200);
    const places = await t.app.inject({ method: 'GET', url: '/api/search/places?Key=xy&Limit=5' });
    expect(places.statusCode).toBe(200);
  });

  it('a segment naming an unknown profile type answers 400 UNSUPPORTED_PROFILE_TYPE', async () => {
    for (const [method, url] of [
      ['POST', '/api/venueprofile'],
      ['PUT', '/api/fanprofile/8a7b4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b'],
      ['GET', '/api/artistsprofile/8a7b4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b/follows'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        Code: 'UNSUPPORTED_PROFILE_TYPE',
        Message: 'Unsupported profile type',
      });
    }
  });

  it('any other unknown first segment stays a JSON 404, whatever the method', async () => {
    for (const [method, url] of [
      ['POST', '/api/nope'],
      ['PUT', '/api/nope/8a7b4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b'],
      ['GET', '/api/promoter/8a7b4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b/follows'],
      [
        'DELETE',
        '/api/utility/8a7b4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b/follows/8a7b4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
      ],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().Code, url).toBe('NOT_FOUND');
    }
  });

  it('a known segment in any case reaches the profile routes (401 for anonymous writes)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/PromoterProfile',
      payload: { ProfileName: 'Xy' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('unknown deeper paths still answer JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/utility/nothing/here/at/all' });
    expect(res.statusCode).toBe(404);
  });

  it('documents every profile call in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/{type}',
      '/api/{type}/{id}',
      '/api/{type}/{id}/changeProfileType',
      '/api/search/profile/{id}',
      '/api/{type}/{id}/licence',
      '/api/{type}/{id}/follows',
      '/api/{type}/{id}/follows/{followId}',
      '/api/trending/profiles/lastfollowed',
      '/api/event/{id}/eventvisitors/{visitorId}',
      '/api/{type}/{id}/contacts',
      '/api/{type}/{id}/embeddedCodes',
      '/api/{type}/{id}/categories',
      '/api/{type}/{id}/picture',
      '/api/uploads/image',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
    expect(doc.components.schemas).toHaveProperty(['Profile']);
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/[A-Za-z0-9_]+/g) ?? [];
    for (const ref of refs)
      expect(doc.components.schemas, ref).toHaveProperty([ref.split('/').pop() as string]);
  });
});
