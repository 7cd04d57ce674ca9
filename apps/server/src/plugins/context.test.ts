import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextPlugin } from './context';

const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(contextPlugin);
  app.get('/ctx', async (request) => request.ctx);
  await app.ready();
});
afterAll(() => app.close());

describe('request context', () => {
  it('reads every spec header', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ctx',
      headers: {
        authorization: 'Bearer abc.def',
        profileid: 'p-1',
        profiletype: 'PromoterProfile',
        'accept-language': 'hu-HU,hu;q=0.9,en;q=0.5',
        location: '21.2611;48.7164',
        sessionid: 's-9',
        sessionreferer: 'https://example.org/x',
        accept: 'application/json; version=2.1',
      },
    });
    expect(res.json()).toEqual({
      language: 'hu',
      bearerToken: 'abc.def',
      profileId: 'p-1',
      profileType: 'PromoterProfile',
      location: { Lon: 21.2611, Lat: 48.7164 },
      sessionId: 's-9',
      sessionReferer: 'https://example.org/x',
      apiVersion: '2.1',
    });
  });

  it('defaults sensibly when headers are absent or malformed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ctx',
      headers: { authorization: 'Basic xyz', location: 'nowhere', 'accept-language': 'fr-FR' },
    });
    expect(res.json()).toMatchObject({
      language: 'en',
      bearerToken: null,
      location: null,
      profileId: null,
      apiVersion: '1.0',
    });
  });
});
