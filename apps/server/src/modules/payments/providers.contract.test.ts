import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGpWebpayFake, testKeyPair } from './fakes/gpwebpay-fake';
import { startStripeFake } from './fakes/stripe-fake';
import { createOrderParams, verifyResponse } from './providers/gpwebpay';
import { callGpWs, GP_NOT_FOUND, GP_WS_TEST_URL } from './providers/gpwebpay-ws';
import {
  createCheckout,
  expireSession,
  readSession,
  stripeClient,
  stripeEndpointOf,
} from './providers/stripe';

/**
 * Issue 23: one contract per adapter, run against the local fake always and against the provider's real test
 * environment when its credentials are set (docs/operations.md; skipped in CI, which has no internet).
 */
const realStripe = process.env.STRIPE_TEST_KEY;
const realGp = process.env.GPWEBPAY_TEST_MERCHANT && process.env.GPWEBPAY_TEST_PRIVATE_KEY;
/** GP's web service also needs the provider code and GP's public key (a PEM file path). */
const realGpWs = realGp && process.env.GPWEBPAY_TEST_PROVIDER && process.env.GPWEBPAY_TEST_GP_PUBLIC_KEY;

describe.each([
  ['the Stripe fake', false],
  ['Stripe test mode', true],
] as const)('Stripe contract: %s', (_name, real) => {
  let fake: Awaited<ReturnType<typeof startStripeFake>> | null = null;
  beforeAll(async () => {
    if (!real) fake = await startStripeFake();
  });
  afterAll(async () => fake?.close());

  it.skipIf(real && !realStripe)('creates, reads and expires a Checkout Session, idempotently', async () => {
    const key = real ? (realStripe as string) : 'sk_test_contract';
    const client = stripeClient(key, stripeEndpointOf(fake?.url, 20_000));
    const input = {
      orderId: '00000000-0000-4000-8000-000000000001',
      attemptId: `contract-${Date.now()}`,
      variableSymbol: '1',
      amountMinor: 1234,
      currency: 'EUR',
      language: 'sk',
      email: 'buyer@example.com',
      successUrl: 'https://example.com/ok?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://example.com/cancel',
      connect: null,
    };
    const session = await createCheckout(client, input);
    expect(session.url).toMatch(/^https?:\/\//);
    expect((await createCheckout(client, input)).id).toBe(session.id); // same idempotency key, same session
    const read = await readSession(client, session.id);
    expect(read).toMatchObject({ outcome: null, amountMinor: 1234, currency: 'EUR', orderId: input.orderId });
    expect(await expireSession(client, session.id)).toMatchObject({ outcome: 'CANCELLED' });
  });
});

describe.each([
  ['the GP webpay fake', false],
  ['GP webpay test gateway', true],
] as const)('GP webpay contract: %s', (_name, real) => {
  let fake: Awaited<ReturnType<typeof startGpWebpayFake>> | null = null;
  const merchant = testKeyPair();
  beforeAll(async () => {
    if (real) return;
    fake = await startGpWebpayFake();
    fake.addMerchant('9876543210', merchant.publicKey);
  });
  afterAll(async () => fake?.close());

  it.skipIf(real && !realGp)('accepts our signed CREATE_ORDER (no PRCODE 31, wrong digest)', async () => {
    const privateKey = real
      ? fs.readFileSync(process.env.GPWEBPAY_TEST_PRIVATE_KEY as string, 'utf8')
      : merchant.privateKey;
    const params = createOrderParams(
      {
        merchantNumber: real ? (process.env.GPWEBPAY_TEST_MERCHANT as string) : '9876543210',
        orderNumber: Number(String(Date.now()).slice(-12)),
        amountMinor: 1000,
        currency: 'CZK',
        merOrderNum: '42',
        returnUrl: 'https://example.com/return',
        md: 'contract',
        language: 'cs',
      },
      privateKey,
      process.env.GPWEBPAY_TEST_PRIVATE_KEY_PASSWORD,
    );
    const base = real
      ? (process.env.GPWEBPAY_TEST_URL ?? 'https://test.3dsecure.gpwebpay.com/pgw/order.do')
      : fake?.url;
    const res = await fetch(`${base}?${new URLSearchParams(params)}`, { redirect: 'manual' });
    expect(res.headers.get('location') ?? '').not.toContain('PRCODE=31');
    expect(res.status).toBeLessThan(400);
    if (fake) {
      // The answer GP signs verifies with GP's key and our merchant number, and not with another's.
      const back = Object.fromEntries(new URL(fake.answer(params, 0, 0, 'OK')).searchParams);
      expect(verifyResponse(back, '9876543210', fake.gpPublicKey)).toMatchObject({ outcome: 'PAID' });
      expect(verifyResponse(back, '1111111111', fake.gpPublicKey)).toBeNull();
      expect(verifyResponse({ ...back, PRCODE: '50' }, '9876543210', fake.gpPublicKey)).toBeNull();
    }
  });

  it.skipIf(real && !realGpWs)(
    'signs a web-service call GP accepts: an unknown payment is its signed fault 15',
    async () => {
      const answer = await callGpWs(
        {
          url: real ? (process.env.GPWEBPAY_TEST_WS_URL ?? GP_WS_TEST_URL) : (fake?.wsUrl as string),
          provider: real ? (process.env.GPWEBPAY_TEST_PROVIDER as string) : '0100',
          merchantNumber: real ? (process.env.GPWEBPAY_TEST_MERCHANT as string) : '9876543210',
          privateKeyPem: real
            ? fs.readFileSync(process.env.GPWEBPAY_TEST_PRIVATE_KEY as string, 'utf8')
            : merchant.privateKey,
          passphrase: process.env.GPWEBPAY_TEST_PRIVATE_KEY_PASSWORD,
          gpPublicKeyPem: real
            ? fs.readFileSync(process.env.GPWEBPAY_TEST_GP_PUBLIC_KEY as string, 'utf8')
            : (fake?.gpPublicKey as string),
          timeoutMs: 15_000,
        },
        'getPaymentStatus',
        '999999999999999',
      );
      // Not 31 (our signature refused): the answer verified with GP's key and carries our messageId.
      expect(answer).toMatchObject({ ok: false, primaryReturnCode: GP_NOT_FOUND });
    },
  );
});
