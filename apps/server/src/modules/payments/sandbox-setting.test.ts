import type { ApiError, PaymentMethod, PayResponse } from '@marquee/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { orders } from '../../db/schema/orders';
import { buildTestApp, type TestApp } from '../../testing/app';
import { addStanding, buildSaleFixture, createBasket, type SaleFixture } from '../ticketing/testing';
import { enableGates, pay } from './testing';

// Issue 16 #9: with NODE_ENV=production the sandbox bank still took card 4242… for real tickets, and
// there was no setting to turn it off.
describe('PAYMENTS_SANDBOX', () => {
  it('is on unless NODE_ENV=production; an explicit value always wins', () => {
    const sandbox = (env: Record<string, string>) =>
      loadConfig({ AUTH_SECRET: 'x'.repeat(32), ...env }).paymentsSandbox;
    expect(sandbox({})).toBe(true);
    expect(sandbox({ NODE_ENV: 'development' })).toBe(true);
    expect(sandbox({ NODE_ENV: 'test' })).toBe(true);
    expect(sandbox({ NODE_ENV: 'production' })).toBe(false);
    expect(sandbox({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' })).toBe(true);
    expect(sandbox({ NODE_ENV: 'development', PAYMENTS_SANDBOX: 'false' })).toBe(false);
    expect(sandbox({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '' })).toBe(false);
    expect(() => sandbox({ PAYMENTS_SANDBOX: 'maybe' })).toThrow(/PAYMENTS_SANDBOX/);
  });
});

describe('with the sandbox bank off and no payment provider', () => {
  let t: TestApp;
  let f: SaleFixture;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PAYMENTS_SANDBOX: 'false' } });
    f = await buildSaleFixture(t.app.db, { standingCapacity: 20 });
    await enableGates(t.app.db, f.authorId, ['BRAINTREE', 'GPWEBPAY', 'RESERVATION']);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function basket() {
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
    return guid;
  }
  const orderCount = async () =>
    (await t.app.db.select({ n: count() }).from(orders).where(eq(orders.eventId, f.eventId)))[0]?.n;

  it('says so to the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/mode' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Sandbox: false });
  });

  it('offers only the gates that need no provider (pay in place)', async () => {
    const guid = await basket();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/basket/${guid}/getAvailablePaymentMethods`,
    });
    expect((res.json() as PaymentMethod[]).map((m) => m.Gate)).toEqual(['RESERVATION']);
  });

  it('refuses an online payment with PAYMENT_PROVIDER_NOT_CONFIGURED and makes no order', async () => {
    const guid = await basket();
    const before = await orderCount();
    for (const gate of ['BRAINTREE', 'GPWEBPAY'] as const) {
      const res = await pay(t, guid, gate);
      expect(res.statusCode, gate).toBe(409);
      expect((res.json() as ApiError).Code).toBe('PAYMENT_PROVIDER_NOT_CONFIGURED');
    }
    expect(await orderCount()).toBe(before);
    const fee = await t.app.inject({
      method: 'GET',
      url: `/api/utility/paymentFee?EventId=${f.eventId}&Price=10&Currency=EUR&PaymentGate=GPWEBPAY`,
    });
    expect((fee.json() as ApiError).Code).toBe('PAYMENT_PROVIDER_NOT_CONFIGURED');
    // Paying in place still works.
    const reserved = await pay(t, guid, null, { path: 'reserveTicket' });
    expect(reserved.statusCode).toBe(200);
    expect((reserved.json() as PayResponse).extraData).toMatchObject({ Flow: 'IN_PLACE' });
    // …and a reservation cannot be paid online later either.
    const later = await pay(t, guid, 'GPWEBPAY');
    expect((later.json() as ApiError).Code).toBe('PAYMENT_PROVIDER_NOT_CONFIGURED');
  });

  it('has no sandbox bank: its pages and callbacks are not there', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/sandbox-bank/${id}?token=x`],
      ['POST', `/api/sandbox-bank/${id}/complete`],
      ['POST', '/api/payments/sandbox/notify'],
      ['GET', '/api/payments/sandbox/return?orderId=x'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('with the sandbox bank on (development, tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the web app to show the test-mode ribbon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/mode' });
    expect(res.json()).toEqual({ Sandbox: true });
  });
});
