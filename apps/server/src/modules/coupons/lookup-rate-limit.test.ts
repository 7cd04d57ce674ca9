import type { ApiError } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { buildSaleFixture, type SaleFixture } from '../ticketing/testing';
import { COUPON_LOOKUP_RATE_LIMIT } from './coupons.routes';
import { buildOrganizer, couponsPath, createCoupon } from './testing';

let t: TestApp;
let f: SaleFixture;
let organizer: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db);
  organizer = await buildOrganizer(t, f);
  await createCoupon(t, organizer, f.eventId, { Code: 'LIMIT20' });
});
afterAll(() => t.close());

const lookup = (code: string, ip: string) =>
  t.app.inject({ method: 'GET', url: `/api/coupon?code=${code}&eventId=${f.eventId}`, remoteAddress: ip });

describe('GET /coupon?code rate limit (guessing codes)', () => {
  it(`answers 429 MAXIMUM_ATTEMPTS_EXCEEDED after ${COUPON_LOOKUP_RATE_LIMIT.max} lookups a minute from one address`, async () => {
    const ip = '198.51.100.7';
    const answers = [];
    // Misses and hits count alike: a guesser mostly misses.
    for (let i = 0; i < COUPON_LOOKUP_RATE_LIMIT.max; i++)
      answers.push((await lookup(i % 2 ? 'LIMIT20' : `GUESS${i}`, ip)).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(COUPON_LOOKUP_RATE_LIMIT.max / 2);
    expect(answers.filter((s) => s === 404)).toHaveLength(COUPON_LOOKUP_RATE_LIMIT.max / 2);

    const blocked = await lookup('LIMIT20', ip);
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json() as ApiError;
    expect(body.Code).toBe('MAXIMUM_ATTEMPTS_EXCEEDED');
    expect(typeof body.Message).toBe('string');
    expect(blocked.headers['retry-after']).toBeDefined();

    // Another address is not affected.
    expect((await lookup('LIMIT20', '198.51.100.8')).statusCode).toBe(200);
  });

  it("does not count the organizer's coupon list (GET /coupon without a code)", async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < COUPON_LOOKUP_RATE_LIMIT.max + 5; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/coupon?eventId=${f.eventId}`,
        headers: organizer.headers,
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await lookup('LIMIT20', ip)).statusCode).toBe(200);
    // The organizer's own list path is another route, never limited either.
    const list = await t.app.inject({
      method: 'GET',
      url: couponsPath(organizer),
      headers: organizer.headers,
    });
    expect(list.statusCode).toBe(200);
  });
});
