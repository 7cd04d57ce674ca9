import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GDPR_OK, uniqueEmail } from '../modules/accounts/testing';
import { BUYER, enableGates, pay } from '../modules/payments/testing';
import { addStanding, buildSaleFixture, createBasket, type SaleFixture } from '../modules/ticketing/testing';
import { buildTestApp, type TestApp } from '../testing/app';
import { findUnsafeString, hasUnsafeCharacter } from './input-guard';

// Issue 16 #4: NUL bytes and lone surrogates reached PostgreSQL and answered 500.
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { standingCapacity: 10 });
  await enableGates(t.app.db, f.authorId, ['GPWEBPAY']);
});
afterAll(async () => {
  await t?.close();
});

function expectRefused(res: { statusCode: number; json(): unknown }, field?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { Code: string; FieldErrors?: Record<string, string[]> };
  expect(body.Code).toBe('VALIDATION_FAILED');
  if (field) expect(body.FieldErrors).toEqual({ [field]: ['INVALID_VALUE'] });
}

describe('NUL and lone surrogates answer 400 VALIDATION_FAILED', () => {
  it('in the query: GET /api/spot?Name=%00', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/spot?Name=%00' }), 'Name');
  });

  it('in a path parameter: GET /api/event/a%00b', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/event/a%00b' }), 'id');
  });

  it('in a nested body field: register with ProfileName "a\\u0000b"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        LoginData: { Email: uniqueEmail(), Password: 'secret-1', Gdpr: GDPR_OK },
        VisitorProfile: { ProfileName: 'a\u0000b' },
      },
    });
    expectRefused(res, 'VisitorProfile.ProfileName');
  });

  it('a lone surrogate in the body: pay with BuyerInfo "\\ud800"', async () => {
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
    // As JSON text: JSON.stringify would escape it the same way.
    for (const FirstName of ['\ud800', 'Ján\udc00', 'x\ud800']) {
      const res = await pay(t, guid, 'GPWEBPAY', {
        body: { BuyerInfo: { ...BUYER, FirstName } },
      });
      expectRefused(res, 'BuyerInfo.FirstName');
    }
  });

  it('in an object key and in a header we read', async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/account/userexist',
      payload: { Email: 'nobody@mail.sk', 'x\u0000': 1 },
    });
    expectRefused(key, 'x\u0000');
    const header = await t.app.inject({ method: 'GET', url: '/api/spot', headers: { location: '1;\ud800' } });
    expectRefused(header, 'location');
  });

  it('names the container, not a __proto__ key (fuzzer find: the answer failed its schema, 500)', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/event/search?__proto__=%00' });
    expectRefused(query, 'querystring');
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/account/userexist',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email":"a@mail.sk","__proto__":{"x":"\\u0000"}}',
    });
    expectRefused(body, 'body');
    const seat = await t.app.inject({
      method: 'POST',
      url: `/api/ticketing/${f.eventId}/basket/${await createBasket(t)}/seat/${f.seating.seatIds[0]}?__proto__=%00`,
    });
    expectRefused(seat, 'querystring');
  });

  it('malformed percent-encoding in the path answers the API error shape', async () => {
    for (const url of ['/api/event/%ZZ', '/api/event/%ED%A0%80', '/sk/event/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ Code: 'VALIDATION_FAILED', Message: expect.any(String) });
    }
  });

  it('a path parameter over the router limit answers 414 in the API error shape (fuzzer find)', async () => {
    for (const url of [
      `/api/event/${'a'.repeat(300)}/orders`,
      `/api/session/${encodeURIComponent('🎫'.repeat(60))}`,
    ]) {
      const res = await t.app.inject({ method: url.includes('session') ? 'POST' : 'GET', url, payload: {} });
      expect(res.statusCode, url).toBe(414);
      expect(res.json(), url).toMatchObject({ Code: 'BAD_REQUEST', Message: expect.any(String) });
    }
  });

  it('keeps well-formed text: pairs, emoji, other control characters', async () => {
    expect(hasUnsafeCharacter('Kováč 🎫 \t\n\u0001')).toBe(false);
    expect(findUnsafeString({ a: [{ b: 'ok' }, 'x\ud83c'] })).toBe('a.1');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/spot?Name=${encodeURIComponent('🎫 Kováč')}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('walks a body nested deeper than the call stack', async () => {
    const depth = 200_000;
    const payload = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
    expect(findUnsafeString(JSON.parse(payload))).not.toBeNull();
  });
});
