import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { GDPR_OK, uniqueEmail } from './testing';

let t: TestApp;

beforeAll(async () => {
  // The production defaults (buildTestApp raises them for every other test).
  t = await buildTestApp({ env: { ACCOUNT_PROBE_RATE_LIMIT: '30', ACCOUNT_REGISTER_RATE_LIMIT: '10' } });
});
afterAll(async () => {
  await t?.close();
});

// The client address is the socket's (TRUST_PROXY is off by default, see trust-proxy.test.ts).
const fromIp = (ip: string) => ({ remoteAddress: ip });

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ Code: 'MAXIMUM_ATTEMPTS_EXCEEDED', Message: expect.any(String) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('per-IP limits on the unauthenticated account calls', () => {
  it('answers the 31st userexist probe in a minute with 429, other addresses unaffected', async () => {
    const ip = '198.51.100.31';
    const probe = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/userexist',
        payload: { Email: 'nobody@mail.sk' },
        ...fromIp(from),
      });
    for (let i = 0; i < 30; i++) expect((await probe(ip)).statusCode).toBe(404);
    expectLimited(await probe(ip));
    expect((await probe('198.51.100.32')).statusCode).toBe(404);
  });

  it('answers the 31st emailIsAvailable probe in a minute with 429', async () => {
    const ip = '198.51.100.33';
    const probe = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/email/emailIsAvailable?Email=nobody%40mail.sk',
        ...fromIp(ip),
      });
    for (let i = 0; i < 30; i++) expect((await probe()).statusCode).toBe(200);
    expectLimited(await probe());
  });

  it('answers the 11th sign-up in a minute with 429, before validating the body', async () => {
    const ip = '198.51.100.34';
    // Invalid bodies count too (the limit runs first) and keep the test fast (no hashing).
    const register = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/account/register', payload, ...fromIp(ip) });
    for (let i = 0; i < 10; i++) expect((await register({})).statusCode).toBe(400);
    expectLimited(
      await register({ LoginData: { Email: uniqueEmail(), Password: 'secret1', Gdpr: GDPR_OK } }),
    );
  });
});
