import type { ApiError, PayResponse } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAudit, tickets } from '../../db/schema/orders';
import { paymentAttempts } from '../../db/schema/payment-providers';
import { buildTestApp, type TestApp } from '../../testing/app';
import { addStanding, buildSaleFixture, createBasket, type SaleFixture } from '../ticketing/testing';
import { newTestKeyPair, startGpWebpayFake } from './fakes/gpwebpay-fake';
import { signStripePayload, startStripeFake } from './fakes/stripe-fake';
import { callGpWs } from './providers/gpwebpay-ws';
import { enableGates, localPath, pay } from './testing';

// Issue 23: Stripe and GP webpay behind the gateway, against local fakes of both (one app, one database).
let t: TestApp;
let f: SaleFixture;
let stripe: Awaited<ReturnType<typeof startStripeFake>>;
let gp: Awaited<ReturnType<typeof startGpWebpayFake>>;
const SK = 'sk_test_marquee0fake';
const WHSEC = 'whsec_marqueefakesecret';
let merchant: { publicKey: string; privateKey: string };
let credentialId = '';

beforeAll(async () => {
  // The merchant's RSA key is made in the thread pool while the database and the app start.
  const merchantKey = newTestKeyPair();
  [stripe, gp] = await Promise.all([startStripeFake(), startGpWebpayFake()]);
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'http://shop.test',
      STRIPE_API_URL: stripe.url,
      GPWEBPAY_URL: gp.url,
      PAYMENTS_PROVIDER_TIMEOUT_MS: '300',
      PAYMENTS_RECONCILE_MINUTES: '0',
    },
  });
  f = await buildSaleFixture(t.app.db, { standingCapacity: 50, maxPerPurchase: 6 });
  await enableGates(t.app.db, f.authorId, ['STRIPE', 'GPWEBPAY', 'BRAINTREE']);
  const settings = t.app.services.payments.providerSettings;
  credentialId = (await settings.put(f.authorId, 'STRIPE', 'EUR', { SecretKey: SK, WebhookSecret: WHSEC }))
    .Id;
  stripe.addEndpoint(SK, '', WHSEC); // delivered by the test through inject()
  merchant = await merchantKey;
  gp.addMerchant('1234567890', merchant.publicKey);
  await settings.put(f.authorId, 'GPWEBPAY', 'EUR', {
    MerchantNumber: '1234567890',
    PrivateKeyPem: merchant.privateKey,
    GpPublicKeyPem: gp.gpPublicKey,
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([stripe?.close(), gp?.close()]);
});

async function startPayment(gate: 'STRIPE' | 'GPWEBPAY' | 'BRAINTREE', count = 2) {
  const guid = await createBasket(t);
  expect((await addStanding(t, f.eventId, guid, f.standing.id, count)).statusCode).toBe(200);
  const res = await pay(t, guid, gate);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PayResponse;
}
const orderOf = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const ticketCount = async (id: string) =>
  (await t.app.db.select().from(tickets).where(eq(tickets.orderId, id))).length;
const actions = async (id: string | null) =>
  (await t.app.db.select().from(paymentAudit)).filter((r) => r.orderId === id).map((r) => r.action);
const go = (answer: PayResponse) =>
  t.app.inject({
    method: answer.extraData.FormFields ? 'POST' : 'GET',
    url: localPath(answer.url),
    headers: answer.extraData.FormFields ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    payload: answer.extraData.FormFields
      ? new URLSearchParams(answer.extraData.FormFields).toString()
      : undefined,
  });
const payOnStripe = (location: string, card = '4242 4242 4242 4242', action = 'pay') =>
  fetch(location, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, action }),
  });
const webhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/stripe/webhook/${credentialId}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

describe('Stripe Checkout', () => {
  it('pays through the hosted page and its signed webhook; a replay and a forged or stale signature change nothing', async () => {
    const answer = await startPayment('STRIPE');
    expect(answer).toMatchObject({ needredirect: true, extraData: { Flow: 'SAME_WINDOW' } });
    const started = await go(answer);
    expect(started.statusCode).toBe(303);
    const hosted = String(started.headers.location);
    expect(hosted.startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true);
    // A second click goes to the same session (idempotent create, reused attempt).
    expect((await go(answer)).headers.location).toBe(hosted);
    const session = [...stripe.sessions.values()].at(-1);
    expect(session).toMatchObject({
      amount_total: Math.round(answer.extraData.Total * 100),
      currency: 'eur',
    });
    expect(session?.metadata.orderId).toBe(answer.extraData.OrderId);
    expect(session?.application_fee_amount).toBeNull(); // plain account: no Connect fee

    const paid = await payOnStripe(hosted);
    expect(paid.status).toBe(303);
    const event = stripe.sent.at(-1) as { body: string; signature: string };
    const forged = await webhook(event.body, signStripePayload(event.body, 'whsec_other'));
    expect(forged.statusCode).toBe(400);
    expect((forged.json() as ApiError).Code).toBe('PAYMENT_SIGNATURE_INVALID');
    const stale = await webhook(
      event.body,
      signStripePayload(event.body, WHSEC, Math.floor(Date.now() / 1000) - 600),
    );
    expect(stale.statusCode).toBe(400);
    expect((await orderOf(answer.extraData.OrderId))?.state).toBe('PENDING');

    const first = await webhook(event.body, event.signature);
    expect(first.json()).toEqual({ received: true, replay: false });
    expect((await webhook(event.body, event.signature)).json()).toEqual({ received: true, replay: true });
    const order = await orderOf(answer.extraData.OrderId);
    expect(order?.state).toBe('PAID');
    expect(order?.gatewayRef).toMatch(/^pi_test_/);
    expect(await ticketCount(order?.id as string)).toBe(2);
    expect(await actions(order?.id as string)).toEqual(
      expect.arrayContaining(['PAID', 'REPLAY', 'TICKETS_ISSUED']),
    );
    expect((await actions(null)).filter((a) => a === 'SIGNATURE_INVALID').length).toBeGreaterThanOrEqual(2);

    // The payer's return reads the session again: already paid, nothing more happens.
    const back = await t.app.inject({
      method: 'GET',
      url: localPath(paid.headers.get('location') as string),
    });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toContain('res=OK');
    expect(await ticketCount(order?.id as string)).toBe(2);

    // Refunds: a partial one through Stripe; the same idempotency key returns the money once.
    const [ticket] = await t.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, order?.id as string));
    const refund = await t.app.services.orderManagement.refund({
      eventId: f.eventId,
      orderId: order?.id as string,
      body: { TicketIds: [ticket?.id as string] },
      userId: f.authorId,
    });
    expect(refund.ManualRefund).toBeUndefined();
    const intent = order?.gatewayRef as string;
    expect(stripe.refunds.get(intent)).toBe(Math.round(refund.AmountReturned * 100));
    const gateway = t.app.services.payments.gateway;
    const again = {
      orderId: order?.id as string,
      transactionId: intent,
      amountMinor: 1,
      currency: 'EUR',
      idempotencyKey: 'k-1',
    };
    await gateway.refund(again);
    await gateway.refund(again);
    expect(stripe.refunds.get(intent)).toBe(Math.round(refund.AmountReturned * 100) + 1);
  });

  it('keeps a declined card’s order open without tickets, and cancels it when the payer goes back', async () => {
    const answer = await startPayment('BRAINTREE', 1); // the card stage: Stripe's page instead of our form
    expect(answer).toMatchObject({ needredirect: true, extraData: { Flow: 'SAME_WINDOW' } });
    const hosted = String((await go(answer)).headers.location);
    expect((await payOnStripe(hosted, '4000 0000 0000 0002')).status).toBe(402);
    expect((await orderOf(answer.extraData.OrderId))?.state).toBe('PENDING');
    const cancel = await payOnStripe(hosted, '', 'cancel');
    const back = await t.app.inject({
      method: 'GET',
      url: localPath(cancel.headers.get('location') as string),
    });
    expect(String(back.headers.location)).toContain('res=CANCEL');
    expect((await orderOf(answer.extraData.OrderId))?.state).toBe('CANCELLED');
    expect(await ticketCount(answer.extraData.OrderId)).toBe(0);
  });

  it('makes up for a lost webhook and a lost return: the sweep and the organizer read the session again', async () => {
    const answer = await startPayment('STRIPE', 1);
    const hosted = String((await go(answer)).headers.location);
    stripe.options.dropWebhooks = true;
    await payOnStripe(hosted); // the payer closes the tab: neither webhook nor return arrive
    stripe.options.dropWebhooks = false;
    expect((await orderOf(answer.extraData.OrderId))?.state).toBe('PENDING');
    const result = await t.app.services.payments.providers.reconcile(f.eventId, answer.extraData.OrderId);
    expect(result).toMatchObject({ State: 'PAID', Provider: 'STRIPE', Result: 'CHECKED', Changed: true });
    expect(await ticketCount(answer.extraData.OrderId)).toBe(1);
    expect(await t.app.services.payments.providers.sweep()).toBe(0); // nothing left open
  });

  it('refuses a paid amount that does not match the order, and a provider timeout charges nothing', async () => {
    const answer = await startPayment('STRIPE', 1);
    const hosted = String((await go(answer)).headers.location);
    const session = [...stripe.sessions.values()].find((s) => hosted.endsWith(s.id));
    const forgedAmount = await stripe.sendEvent(
      {
        ...(session as NonNullable<typeof session>),
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_x',
      },
      'checkout.session.completed',
      { amount_total: 1 },
    );
    const sent = stripe.sent.find((s) => s.body.includes(forgedAmount.id)) as {
      body: string;
      signature: string;
    };
    expect((await webhook(sent.body, sent.signature)).statusCode).toBe(400);
    expect(await actions(answer.extraData.OrderId)).toContain('AMOUNT_MISMATCH');
    expect(await ticketCount(answer.extraData.OrderId)).toBe(0);

    const slow = await startPayment('STRIPE', 1);
    stripe.options.hangMs = 600; // the adapter gives up after PAYMENTS_PROVIDER_TIMEOUT_MS (300)
    const res = await go(slow).finally(() => {
      stripe.options.hangMs = 0;
    });
    expect(String(res.headers.location)).toContain('res=FAIL');
    const [attempt] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, slow.extraData.OrderId));
    expect(attempt?.state).toBe('ERROR');
    expect((await orderOf(slow.extraData.OrderId))?.state).toBe('PENDING');
  });
});

describe('GP webpay', () => {
  async function toBank(answer: PayResponse) {
    expect(answer).toMatchObject({ needredirect: true, extraData: { Flow: 'FORM_POST' } });
    const started = await go(answer);
    expect(started.statusCode).toBe(303);
    const bank = String(started.headers.location);
    expect(bank.startsWith(gp.url)).toBe(true);
    expect((await fetch(bank)).status).toBe(200); // GP's fake verified our DIGEST
    const key = `1234567890:${new URL(bank).searchParams.get('ORDERNUMBER')}`;
    return { bank, key };
  }
  const answerBank = async (key: string, action: string, card = '4056 0700 0000 0008') =>
    String(
      (
        await fetch(`${new URL(gp.url).origin}/pgw/pay`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ key, action, card }),
        })
      ).headers.get('location'),
    );

  it('pays through the signed redirect; a bad digest is refused; the refund is the organizer’s to make', async () => {
    const answer = await startPayment('GPWEBPAY', 2);
    const { bank, key } = await toBank(answer);
    expect(new URL(bank).searchParams.get('AMOUNT')).toBe(String(Math.round(answer.extraData.Total * 100)));
    expect(new URL(bank).searchParams.get('CURRENCY')).toBe('978');
    const back = await answerBank(key, 'pay');
    const tampered = new URL(back);
    tampered.searchParams.set('PRCODE', '0');
    tampered.searchParams.set('RESULTTEXT', 'OK!');
    const refused = await t.app.inject({ method: 'GET', url: localPath(tampered.href) });
    expect(refused.statusCode).toBe(400);
    expect(await actions(answer.extraData.OrderId)).toContain('SIGNATURE_INVALID');
    const ok = await t.app.inject({ method: 'GET', url: localPath(back) });
    expect(String(ok.headers.location)).toContain('res=OK');
    expect(await ticketCount(answer.extraData.OrderId)).toBe(2);
    // The same answer again (a reload of the return page) is a replay.
    await t.app.inject({ method: 'GET', url: localPath(back) });
    expect(await ticketCount(answer.extraData.OrderId)).toBe(2);
    expect(await actions(answer.extraData.OrderId)).toContain('REPLAY');

    const refund = await t.app.services.orderManagement.refund({
      eventId: f.eventId,
      orderId: answer.extraData.OrderId,
      body: {},
      userId: f.authorId,
    });
    expect(refund).toMatchObject({ State: 'REFUNDED', ManualRefund: true });
    expect(await actions(answer.extraData.OrderId)).toContain('REFUND_MANUAL');
    const reconcile = await t.app.services.payments.providers.reconcile(f.eventId, answer.extraData.OrderId);
    expect(reconcile.Result).toBe('NONE');
  });

  it('maps PRCODE 50 to cancelled and a declined card to failed, without tickets', async () => {
    for (const [action, card, state] of [
      ['cancel', undefined, 'CANCELLED'],
      ['pay', '4000 0000 0000 0002', 'FAILED'],
    ] as const) {
      const answer = await startPayment('GPWEBPAY', 1);
      const { key } = await toBank(answer);
      await t.app.inject({ method: 'GET', url: localPath(await answerBank(key, action, card)) });
      expect((await orderOf(answer.extraData.OrderId))?.state, action).toBe(state);
      expect(await ticketCount(answer.extraData.OrderId)).toBe(0);
    }
  });
});

describe('GP webpay web service (status re-read and refunds)', () => {
  const gpKeyOf = (bank: string) => `1234567890:${new URL(bank).searchParams.get('ORDERNUMBER')}`;
  async function toGp(count: number) {
    const answer = await startPayment('GPWEBPAY', count);
    const bank = String((await go(answer)).headers.location);
    expect((await fetch(bank)).status).toBe(200);
    return { answer, key: gpKeyOf(bank) };
  }
  const payAtGp = async (key: string, card = '4056 0700 0000 0008') =>
    String(
      (
        await fetch(`${new URL(gp.url).origin}/pgw/pay`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ key, action: 'pay', card }),
        })
      ).headers.get('location'),
    );
  const providers = () => t.app.services.payments.providers;

  beforeAll(async () => {
    // The organizer turns GP's web service on (its provider code); the stored keys stay.
    const saved = await t.app.services.payments.providerSettings.put(f.authorId, 'GPWEBPAY', 'EUR', {
      WsProvider: '0100',
    });
    expect(saved).toMatchObject({ WsProvider: '0100', RefundsAutomatic: true });
  });

  it('reads a lost return again: tickets once, the late return a replay; the refund goes back through GP', async () => {
    const { answer, key } = await toGp(2);
    const back = await payAtGp(key); // the payer closes the tab: the signed return never arrives
    const orderId = answer.extraData.OrderId;
    expect((await orderOf(orderId))?.state).toBe('PENDING');
    const result = await providers().reconcile(f.eventId, orderId);
    expect(result).toMatchObject({ State: 'PAID', Provider: 'GPWEBPAY', Result: 'CHECKED', Changed: true });
    expect(await ticketCount(orderId)).toBe(2);
    const late = await t.app.inject({ method: 'GET', url: localPath(back) });
    expect(String(late.headers.location)).toContain('res=OK');
    expect(await ticketCount(orderId)).toBe(2);
    expect(await actions(orderId)).toContain('REPLAY');
    expect((await providers().reconcile(f.eventId, orderId)).Result).toBe('NONE');

    const total = gp.payment(key)?.amount ?? 0;
    const refund = await t.app.services.orderManagement.refund({
      eventId: f.eventId,
      orderId,
      body: {},
      userId: f.authorId,
    });
    expect(refund).toMatchObject({ State: 'REFUNDED' });
    expect(refund).not.toHaveProperty('ManualRefund');
    expect(gp.payment(key)).toMatchObject({ state: 11, refunded: total });
    expect(await actions(orderId)).not.toContain('REFUND_MANUAL');
    const call = gp.ws.calls.at(-1);
    expect(call).toMatchObject({ operation: 'processRefund', provider: '0100', amount: String(total) });
  });

  it('refuses a forged or replayed status answer and a badly signed request; the sweep settles a decline', async () => {
    // A payment the payer is still on: GP answers "requested", nothing changes (a valid answer to replay).
    const open = await toGp(1);
    expect(await providers().reconcile(f.eventId, open.answer.extraData.OrderId)).toMatchObject({
      State: 'PENDING',
      Result: 'CHECKED',
      Changed: false,
    });
    const { answer, key } = await toGp(1);
    await payAtGp(key, '4000 0000 0000 0002'); // declined; the return is lost
    const orderId = answer.extraData.OrderId;
    for (const trick of ['forge', 'replay'] as const) {
      gp.ws[trick] = true;
      await expect(providers().reconcile(f.eventId, orderId))
        .rejects.toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' })
        .finally(() => {
          gp.ws[trick] = false;
        });
      expect((await orderOf(orderId))?.state, trick).toBe('PENDING');
    }
    expect((await actions(orderId)).filter((a) => a === 'SIGNATURE_INVALID')).toHaveLength(2);
    // Our request signed with a key GP does not know: GP's signed fault 31, nothing read.
    const stranger = await newTestKeyPair();
    const refused = await callGpWs(
      {
        url: gp.wsUrl,
        provider: '0100',
        merchantNumber: '1234567890',
        privateKeyPem: stranger.privateKey,
        gpPublicKeyPem: gp.gpPublicKey,
        timeoutMs: 2000,
      },
      'getPaymentStatus',
      key.split(':')[1] as string,
    );
    expect(refused).toMatchObject({ ok: false, primaryReturnCode: 31 });

    expect(await providers().sweep()).toBeGreaterThanOrEqual(1);
    expect((await orderOf(orderId))?.state).toBe('FAILED');
    expect(await ticketCount(orderId)).toBe(0);
  });
});

describe('provider settings', () => {
  it('never answers a secret, and needs the profile’s editor', async () => {
    const list = await t.app.services.payments.providerSettings.list(f.authorId);
    expect(JSON.stringify(list)).not.toContain(SK);
    expect(JSON.stringify(list)).not.toContain('PRIVATE KEY');
    // GP's refunds are automatic since the web service was turned on above.
    expect(list.map((c) => [c.Provider, c.KeyHint, c.RefundsAutomatic])).toEqual([
      ['GPWEBPAY', null, true],
      ['STRIPE', 'fake', true],
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/providers?profileId=${f.authorId}` });
    expect(res.statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/payments/providers/${f.authorId}/STRIPE/EUR`,
      payload: { SecretKey: SK },
    });
    expect(put.statusCode).toBe(401);
  });
});
