import type { PaymentGate } from '@marquee/contract';
import { GATE_FLOW } from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../plugins/errors';
import type { GatewayStart, GatewayStartInput, PaymentGateway, RefundAnswer } from '../gateways/gateway';
import type { SandboxGateway } from '../gateways/sandbox';
import type { Signer } from '../gateways/signing';
import { openSecrets } from './credentials';
import {
  callGpWs,
  GP_WS_LIVE_URL,
  GP_WS_PATH,
  GP_WS_TEST_URL,
  type GpWsMerchant,
  messageIdOf,
} from './gpwebpay-ws';
import * as repo from './provider.repository';
import type { KeyRing } from './sealing';
import { refundPayment, type StripeEndpoint, stripeClient } from './stripe';

export interface ProviderDeps {
  db: Db;
  ring: KeyRing | null;
  sandbox: SandboxGateway | null;
  signer: Signer;
  log: FastifyBaseLogger;
  stripe: { endpoint: StripeEndpoint; platformKey: string | null; platformWebhookSecret: string | null };
  /** GPWEBPAY_URL (its host also serves the web service; unset: GP's own by Live) and the call timeout. */
  gp: { url: string | null; timeoutMs: number };
}

/** The refund GP's web service refused (a signed fault): nothing was returned. */
export class GpRefundRefused extends Error {}

const notConfigured = () =>
  new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', 'Online payments are not set up for this gate.');

/** The token that lets a payer's browser start (or return from) the payment of one order. */
export const goToken = (signer: Signer, orderId: string) => signer.sign(`go|${orderId}`);

/**
 * The one gateway the orders see (issue 23): an organizer's own provider where it has enabled credentials
 * for the gate's provider and the currency (Stripe for STRIPE and the card stage, GP webpay for GPWEBPAY),
 * else the sandbox bank while PAYMENTS_SANDBOX is on, else nothing. A provider-backed start answers our own
 * `/api/payments/go/{order}` address: the provider is called when the payer's browser gets there, never
 * inside the order's transaction.
 */
export function createProviderGateway(deps: ProviderDeps) {
  const { db, sandbox } = deps;

  async function credentialFor(tx: DbOrTx, eventId: string, gate: PaymentGate, currency: string) {
    const provider = repo.PROVIDER_OF_GATE[gate];
    if (!provider || !deps.ring) return null;
    const organizer = await repo.organizerOfEvent(tx, eventId);
    return organizer ? repo.enabledCredential(tx, organizer, provider, currency) : null;
  }

  /** The Stripe client and Connect account of a Stripe credential. */
  function stripeOf(row: NonNullable<Awaited<ReturnType<typeof credentialFor>>>) {
    const connect = row.publicConfig.AccountId ?? null;
    const key = connect ? deps.stripe.platformKey : openSecrets(deps.ring as KeyRing, row).SecretKey;
    if (!key) throw notConfigured();
    return { client: stripeClient(key, deps.stripe.endpoint), connect };
  }

  /** GP webpay's web service for a GP credential, or null when its provider code is not set (by hand). */
  function gpWsOf(row: NonNullable<Awaited<ReturnType<typeof credentialFor>>>): GpWsMerchant | null {
    const provider = row.publicConfig.WsProvider;
    if (!provider || !deps.ring) return null;
    const secrets = openSecrets(deps.ring, row);
    return {
      url: deps.gp.url ? new URL(GP_WS_PATH, deps.gp.url).href : row.live ? GP_WS_LIVE_URL : GP_WS_TEST_URL,
      provider,
      merchantNumber: row.publicConfig.MerchantNumber as string,
      privateKeyPem: secrets.PrivateKeyPem as string,
      passphrase: secrets.PrivateKeyPassword,
      gpPublicKeyPem: row.publicConfig.GpPublicKeyPem as string,
      timeoutMs: deps.gp.timeoutMs,
    };
  }

  const gateway: PaymentGateway & {
    credentialFor: typeof credentialFor;
    stripeOf: typeof stripeOf;
    gpWsOf: typeof gpWsOf;
  } = {
    name: sandbox ? 'sandbox' : 'providers',
    configured: sandbox !== null,
    async servesGate(tx, eventId, gate, currency) {
      if (GATE_FLOW[gate] === 'IN_PLACE') return true;
      if (await credentialFor(tx, eventId, gate, currency)) return true;
      return sandbox !== null;
    },
    async start(input: GatewayStartInput): Promise<GatewayStart> {
      const row = input.eventId
        ? await credentialFor(input.db ?? db, input.eventId, input.gate, input.currency)
        : null;
      if (row) {
        const token = goToken(deps.signer, input.orderId);
        const url = `/api/payments/go/${input.orderId}`;
        // GP webpay is left by form post (bankPostFormStage), Stripe's page by redirect — the card stage too.
        if (row.provider === 'GPWEBPAY')
          return { url, formFields: { token }, clientToken: null, flow: 'FORM_POST' };
        return { url: `${url}?token=${token}`, formFields: null, clientToken: null, flow: 'SAME_WINDOW' };
      }
      if (sandbox) return sandbox.start(input);
      throw notConfigured();
    },
    verify: (params) => sandbox?.verify(params) ?? null,
    async refund(input): Promise<RefundAnswer> {
      const attempts = await repo.attemptsOfOrder(input.db ?? db, input.orderId);
      const paid = attempts.find((a) => a.state === 'PAID' && a.paymentRef === input.transactionId);
      if (!paid) {
        const { db: _tx, ...plain } = input;
        if (sandbox) return sandbox.refund(plain);
        throw notConfigured();
      }
      const row = paid.credentialId ? await repo.findCredential(input.db ?? db, paid.credentialId) : null;
      if (paid.provider === 'GPWEBPAY') {
        // Without GP's web service the organizer returns the money in GP's portal.
        const ws = row ? gpWsOf(row) : null;
        if (!ws) return { manual: true };
        // The messageId comes from the refund's idempotency key: a retry is the same message to GP.
        const key =
          input.idempotencyKey ??
          `marquee-refund-${input.orderId}-${input.transactionId}-${input.amountMinor}`;
        const answer = await callGpWs(ws, 'processRefund', String(paid.number), {
          amountMinor: input.amountMinor,
          messageId: messageIdOf(key),
        });
        if (!answer.ok)
          throw new GpRefundRefused(
            `GP webpay refused the refund: ${answer.primaryReturnCode}/${answer.secondaryReturnCode}`,
          );
        deps.log.info({ orderId: input.orderId, state: answer.state }, 'GP webpay refund');
        return { manual: false, reference: `GP-${paid.number}-${answer.messageId.slice(0, 12)}` };
      }
      if (!row) throw notConfigured();
      const { client, connect } = stripeOf(row);
      const refundId = await refundPayment(client, {
        paymentIntent: paid.paymentRef as string,
        amountMinor: input.amountMinor,
        connect: connect !== null,
        idempotencyKey:
          input.idempotencyKey ??
          `marquee-refund-${input.orderId}-${input.transactionId}-${input.amountMinor}`,
      });
      deps.log.info({ orderId: input.orderId, refundId }, 'stripe refund');
      return { manual: false, reference: refundId };
    },
    credentialFor,
    stripeOf,
    gpWsOf,
  };
  return gateway;
}
export type ProviderGateway = ReturnType<typeof createProviderGateway>;
