import type { PayResponse } from '@marquee/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { bearer, buildUser, signIn } from '../accounts/testing';
import { enableGates, pay } from '../payments/testing';
import { guardBasketOwners } from './basket-access';
import { addStanding, buildSaleFixture, createBasket, type SaleFixture } from './testing';

/*
 * Issue 16 #8 "an order number reveals its buyer": order lookups need the basket guid and the order's number
 * (and for a signed-in buyer's basket, their token); a signed-in buyer's basket cannot be read or changed by
 * anyone else holding its guid — anonymous or another account — it answers 404 like an unknown basket.
 */

let t: TestApp;
let f: SaleFixture;
let owner: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { standingCapacity: 100, maxPerPurchase: 6 });
  await enableGates(t.app.db, f.authorId, ['GOPAY']);
  const token = async () => {
    const user = await buildUser(t.app.db, { password: 'buyer-password' });
    return bearer(await signIn(t.app, user.email, 'buyer-password'));
  };
  owner = await token();
  other = await token();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });

async function ownedBasket() {
  const res = await call('GET', '/api/ticketing/basket/createBasket', owner);
  const guid = (res.json() as { guid: string }).guid;
  const added = await call(
    'POST',
    `/api/ticketing/${f.eventId}/basket/${guid}/standing/${f.standing.id}/2`,
    owner,
  );
  expect(added.statusCode).toBe(200);
  expect(added.json().Basket.UserId).toBeTruthy();
  return guid;
}

describe('a signed-in buyer’s basket is theirs alone', () => {
  it('answers 404 to every basket call by anyone else, and nothing changes', async () => {
    const guid = await ownedBasket();
    const base = `/api/ticketing/basket/${guid}`;
    const writes: [string, string][] = [
      ['GET', base],
      ['DELETE', base],
      ['PUT', `${base}/changeBasketEmail?NewMail=thief%40example.com`],
      ['PUT', `${base}/extend`],
      ['POST', `/api/ticketing/${f.eventId}/basket/${guid}/standing/${f.standing.id}/1`],
      ['POST', `/api/ticketing/${f.eventId}/basket/${guid}/seat/${f.seating.seatIds[0]}`],
      ['POST', `/api/ticketing/coupon/${guid}?CouponId=${f.eventId}`],
      ['GET', `${base}/getAvailablePaymentMethods`],
      ['GET', `${base}/vouchers`],
      ['GET', `${base}/order?vs=1`],
      ['GET', `${base}/boughtVouchers?vs=1`],
    ];
    for (const headers of [{}, other]) {
      for (const [method, url] of writes) {
        const res = await call(method as 'GET', url, headers);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(404);
      }
      const paid = await pay(t, guid, 'GOPAY', { email: 'thief@example.com', headers });
      expect(paid.statusCode).toBe(404);
    }
    const mine = await call('GET', base, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      UserId: expect.any(String),
      Email: expect.not.stringContaining('thief'),
    });
    expect(mine.json().Events[0].Items).toHaveLength(2);
    // The owner's own calls work as before.
    expect((await call('PUT', `${base}/extend`, owner)).statusCode).toBe(200);
  });

  it('a guest’s basket stays open to its guid (the only key a guest has)', async () => {
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
    expect((await call('GET', `/api/ticketing/basket/${guid}`)).statusCode).toBe(200);
  });
});

describe('order lookups need the basket guid and the number (issue 16 #8)', () => {
  it('a guest order: its guid with its number, nothing else', async () => {
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
    const answer = (await pay(t, guid, 'GOPAY', { email: 'guest.order@example.com' })).json() as PayResponse;
    const vs = Number(answer.extraData.VariableSymbol);
    const lookup = (basket: string, number: number | string) =>
      call('GET', `/api/ticketing/basket/${basket}/order?vs=${number}`);
    expect((await lookup(guid, vs)).json()).toMatchObject({ Email: 'guest.order@example.com' });
    expect((await lookup(guid, vs - 1)).statusCode).toBe(404);
    expect((await lookup(await createBasket(t), vs)).statusCode).toBe(404);
    expect((await call('GET', `/api/ticketing/basket/${guid}/order`)).statusCode).toBe(400);
    expect((await call('GET', `/api/ticketing/basket/${guid}/boughtVouchers`)).statusCode).toBe(400);
    expect((await call('GET', `/api/ticketing/basket/${guid}/boughtVouchers?vs=${vs}`)).statusCode).toBe(200);
  });

  it('a signed-in buyer’s order: also their token', async () => {
    const guid = await ownedBasket();
    const answer = (await pay(t, guid, 'GOPAY', { email: '', headers: owner })).json() as PayResponse;
    const url = `/api/ticketing/basket/${guid}/order?vs=${answer.extraData.VariableSymbol}`;
    expect((await call('GET', url, owner)).statusCode).toBe(200);
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', url, other)).statusCode).toBe(404);
  });
});

describe('the basket guard and other modules’ :guid parameters', () => {
  it('leaves a :guid that is not a basket id to the route (it answered 500 from the uuid column)', async () => {
    const other = Fastify();
    other.decorate('services', t.app.services);
    guardBasketOwners(other);
    other.get('/uploads/:guid/status', async () => ({ ok: true }));
    try {
      const res = await other.inject({ method: 'GET', url: '/uploads/upload-7f3a/status' });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
