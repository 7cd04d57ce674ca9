import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { bearer, buildUser, signIn } from '../accounts/testing';
import { queryRows } from './sql-rows';
import { buildSaleFixture, type SaleFixture } from './testing';

/*
 * Issue 16 #7 "one client can hoard a sale": 20 baskets × 10 standing places held in seconds, 9,708 baskets
 * created in 5 s. Per client and event: ≤ 3 open baskets and ≤ 2 × the per-buyer maximum (here 10) held
 * places; anonymous clients also per address (× 5); a burst of new baskets needs a solved ALTCHA challenge.
 * Each test asks from its own address (inject's remoteAddress; TRUST_PROXY is off).
 */

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await buildTestApp({ env: { HOARDING_LIMITS: 'on' } });
  f = await buildSaleFixture(t.app.db, { maxPerPurchase: 10, standingCapacity: 1000 });
});
afterAll(async () => {
  await t?.close();
});

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

function client(address: string, headers: Record<string, string> = {}) {
  const inject = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, remoteAddress: address, headers });
  return {
    async createBasket(query = '') {
      return inject('GET', `/api/ticketing/basket/createBasket${query}`);
    },
    async newBasket() {
      const res = await inject('GET', '/api/ticketing/basket/createBasket');
      expect(res.statusCode).toBe(200);
      return (res.json() as { guid: string }).guid;
    },
    addStanding: (guid: string, count: number) =>
      inject('POST', `/api/ticketing/${f.eventId}/basket/${guid}/standing/${f.standing.id}/${count}`),
    addSeat: (guid: string, seatId: string) =>
      inject('POST', `/api/ticketing/${f.eventId}/basket/${guid}/seat/${seatId}`),
    challenge: () => inject('GET', '/api/ticketing/basket/challenge'),
  };
}

async function heldBy(guids: string[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.app.db,
    sql`select count(*)::int as n from basket_items where status = 'HELD' and valid_till > now()
      and basket_id in (${sql.join(
        guids.map((g) => sql`${g}::uuid`),
        sql`, `,
      )})`,
  );
  return row?.n ?? 0;
}

describe('held places and open baskets per client and event', () => {
  it('cuts the 20 baskets × 10 places reproduction at 2 × the per-buyer maximum', async () => {
    const c = client(newAddress());
    const guids: string[] = [];
    const answers: { status: number; code: string | undefined }[] = [];
    for (let i = 0; i < 20; i++) {
      const guid = await c.newBasket();
      guids.push(guid);
      const res = await c.addStanding(guid, 10);
      answers.push({ status: res.statusCode, code: res.statusCode === 200 ? undefined : res.json().Code });
    }
    expect(answers.slice(0, 2).every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(2)).toEqual(Array(18).fill({ status: 429, code: 'BASKET.TOO_MANY_HELD' }));
    expect(await heldBy(guids)).toBe(20);
  });

  it('lets a client keep 3 open baskets of an event, not a 4th', async () => {
    const c = client(newAddress());
    const guids = [await c.newBasket(), await c.newBasket(), await c.newBasket(), await c.newBasket()];
    for (const guid of guids.slice(0, 3)) expect((await c.addStanding(guid, 1)).statusCode).toBe(200);
    const fourth = await c.addSeat(guids[3] as string, f.seating.seatIds[0] as string);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ Code: 'BASKET.TOO_MANY_BASKETS' });
    // More places in a basket already open are still fine, up to the held cap.
    expect((await c.addStanding(guids[0] as string, 5)).statusCode).toBe(200);
  });

  it('counts atomically: ten baskets of one client adding 10 places at once hold 20', async () => {
    const c = client(newAddress());
    const guids = await Promise.all(Array.from({ length: 10 }, () => c.newBasket()));
    const results = await Promise.all(guids.map((guid) => c.addStanding(guid, 10)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(8);
    expect(await heldBy(guids)).toBe(20);
  });

  it('anonymous clients rotating session ids are still capped per address (× 5)', async () => {
    const address = newAddress();
    const guids: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const c = client(address, { sessionid: randomUUID() });
      const guid = await c.newBasket();
      guids.push(guid);
      statuses.push((await c.addStanding(guid, 10)).statusCode);
    }
    // Five clients of this address × 20 places: 100 held, then the address is full.
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(await heldBy(guids)).toBe(100);
  });

  it('counts a signed-in buyer per account, wherever the baskets were made', async () => {
    const user = await buildUser(t.app.db, { password: 'fan-password' });
    const token = await signIn(t.app, user.email, 'fan-password');
    const guids: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const c = client(newAddress(), bearer(token));
      const guid = await c.newBasket();
      guids.push(guid);
      statuses.push((await c.addStanding(guid, 8)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await heldBy(guids)).toBe(16);
  });
});

describe('a burst of new baskets needs a proof of work', () => {
  it('answers BASKET.CHALLENGE_REQUIRED past the burst; a solved challenge buys one basket, once', async () => {
    const c = client(newAddress());
    const codes: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await c.createBasket();
      codes.push(res.statusCode === 200 ? 'OK' : `${res.statusCode} ${res.json().Code}`);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('OK'));
    expect(new Set(codes.slice(20))).toEqual(new Set(['429 BASKET.CHALLENGE_REQUIRED']));

    const challenge = (await c.challenge()).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const solved = await c.createBasket(`?altcha=${encodeURIComponent(payload)}`);
    expect(solved.statusCode).toBe(200);
    expect(solved.json().guid).toMatch(/^[0-9a-f-]{36}$/);
    // The same solution again, or a tampered one, buys nothing.
    expect((await c.createBasket(`?altcha=${encodeURIComponent(payload)}`)).statusCode).toBe(429);
    const forged = Buffer.from(
      JSON.stringify({
        challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 2 } },
        solution,
      }),
    ).toString('base64');
    expect((await c.createBasket(`?altcha=${encodeURIComponent(forged)}`)).statusCode).toBe(429);
    // Another client is not slowed by this one.
    expect((await client(newAddress()).createBasket()).statusCode).toBe(200);
  });
});
