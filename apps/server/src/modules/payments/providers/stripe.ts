import Stripe from 'stripe';
import type { GatewayOutcome } from '../gateways/gateway';

/**
 * Stripe through the official `stripe` package (issue 23): a Checkout Session (Stripe's hosted page; card
 * data never touches us) per payment attempt, each create and refund with an idempotency key, webhooks
 * verified by `stripe.webhooks.constructEvent` (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, t.payload)),
 * and Connect — the platform's key, a destination charge to the organizer's connected account with the
 * platform fee taken at source (`application_fee_amount`) — when the organizer names an account.
 */
export interface StripeEndpoint {
  /** Unset: api.stripe.com. Tests point these at the local fake. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs: number;
}

/** Parses `http://127.0.0.1:3191` (STRIPE_API_URL) into the client's host/port/protocol. */
export function stripeEndpointOf(url: string | undefined, timeoutMs: number): StripeEndpoint {
  if (!url) return { timeoutMs };
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return {
    host: u.hostname,
    port: Number(u.port || (protocol === 'http' ? 80 : 443)),
    protocol,
    timeoutMs,
  };
}

export function stripeClient(secretKey: string, endpoint: StripeEndpoint): Stripe {
  return new Stripe(secretKey, {
    host: endpoint.host,
    port: endpoint.port,
    protocol: endpoint.protocol,
    timeout: endpoint.timeoutMs,
    // One retry of a dropped connection; safe because every POST carries an idempotency key.
    maxNetworkRetries: 1,
    telemetry: false,
  });
}

export interface CheckoutInput {
  orderId: string;
  attemptId: string;
  variableSymbol: string;
  amountMinor: number;
  currency: string;
  language: string;
  successUrl: string;
  cancelUrl: string;
  email: string;
  /** Connect: the organizer's connected account and the platform's fee taken from the charge. */
  connect: { accountId: string; applicationFeeMinor: number } | null;
}

const LOCALES = ['en', 'sk', 'cs', 'de', 'hu'] as const;

export async function createCheckout(client: Stripe, input: CheckoutInput) {
  const metadata = { orderId: input.orderId, attemptId: input.attemptId };
  const session = await client.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency.toLowerCase(),
            unit_amount: input.amountMinor,
            product_data: { name: `Order ${input.variableSymbol}` },
          },
        },
      ],
      client_reference_id: input.orderId,
      customer_email: input.email,
      locale: (LOCALES as readonly string[]).includes(input.language)
        ? (input.language as (typeof LOCALES)[number])
        : 'auto',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata,
      payment_intent_data: {
        metadata,
        ...(input.connect
          ? {
              application_fee_amount: input.connect.applicationFeeMinor,
              on_behalf_of: input.connect.accountId,
              transfer_data: { destination: input.connect.accountId },
            }
          : {}),
      },
    },
    // One session per attempt, whatever retries happen on the way.
    { idempotencyKey: `marquee-checkout-${input.attemptId}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
  return { id: session.id, url: session.url };
}

export interface SessionState {
  id: string;
  orderId: string | null;
  outcome: GatewayOutcome | null;
  amountMinor: number;
  currency: string;
  paymentIntent: string | null;
}

/** What a Checkout Session says: paid, expired (cancelled), or still open (null). */
export function sessionState(session: Stripe.Checkout.Session): SessionState {
  const paid = session.status === 'complete' && session.payment_status === 'paid';
  const outcome: GatewayOutcome | null = paid ? 'PAID' : session.status === 'expired' ? 'CANCELLED' : null;
  const intent = session.payment_intent;
  return {
    id: session.id,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    outcome,
    amountMinor: session.amount_total ?? -1,
    currency: (session.currency ?? '').toUpperCase(),
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

export async function readSession(client: Stripe, sessionId: string) {
  return sessionState(await client.checkout.sessions.retrieve(sessionId));
}

/** Ends an open session (the payer came back through cancel_url); throws when it completed meanwhile. */
export async function expireSession(client: Stripe, sessionId: string) {
  return sessionState(await client.checkout.sessions.expire(sessionId));
}

/** Stripe's default: a signature older than 5 minutes is refused (replays of captured requests). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The event if Stripe-Signature verifies; throws Stripe's StripeSignatureVerificationError otherwise. */
export function parseWebhook(rawBody: string, signature: unknown, secret: string, tolerance: number) {
  if (typeof signature !== 'string') throw new Error('missing Stripe-Signature');
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, tolerance);
}

/** The events that settle a payment, and how. */
export const SETTLING_EVENTS: Record<string, GatewayOutcome | 'BY_SESSION'> = {
  'checkout.session.completed': 'BY_SESSION',
  'checkout.session.async_payment_succeeded': 'PAID',
  'checkout.session.async_payment_failed': 'FAILED',
  'checkout.session.expired': 'CANCELLED',
};

export async function refundPayment(
  client: Stripe,
  input: { paymentIntent: string; amountMinor: number; connect: boolean; idempotencyKey: string },
) {
  const refund = await client.refunds.create(
    {
      payment_intent: input.paymentIntent,
      amount: input.amountMinor,
      // Connect: take the money back from the organizer's account and return the platform fee pro rata.
      ...(input.connect ? { reverse_transfer: true, refund_application_fee: true } : {}),
    },
    { idempotencyKey: input.idempotencyKey },
  );
  if (refund.status === 'failed' || refund.status === 'canceled')
    throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
  return refund.id;
}
