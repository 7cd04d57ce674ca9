import { platformFeeMinor, type ReconcileResult } from '@marquee/contract';
import type { OrderRow } from '../../../db/schema/orders';
import type { PaymentAttemptRow, ProviderName } from '../../../db/schema/payment-providers';
import { AppError } from '../../../plugins/errors';
import * as orderRepo from '../../orders/orders.repository';
import type { GatewayNotification, GatewayOutcome } from '../gateways/gateway';
import { openSecrets } from './credentials';
import { claimedOrderNumber, createOrderParams, GP_LIVE_URL, GP_TEST_URL, verifyResponse } from './gpwebpay';
import { callGpWs, GP_NOT_FOUND, type GpWsAnswer, GpWsSignatureError, outcomeOfState } from './gpwebpay-ws';
import * as repo from './provider.repository';
import type { ProviderDeps, ProviderGateway } from './provider-gateway';
import { goToken } from './provider-gateway';
import type { KeyRing } from './sealing';
import {
  createCheckout,
  expireSession,
  parseWebhook,
  readSession,
  SETTLING_EVENTS,
  type SessionState,
  sessionState,
  WEBHOOK_TOLERANCE_SECONDS,
} from './stripe';

export interface ProviderPaymentsDeps extends ProviderDeps {
  gateway: ProviderGateway;
  publicUrl: string;
  gpUrl: string | null;
  reconcileMinutes: number;
  /** The orders' settlement of a verified outcome (orders service `settle`): idempotent, audited. */
  settle(n: GatewayNotification): Promise<{ order: OrderRow }>;
  resultUrlOf(orderId: string): Promise<string>;
}

const ATTEMPT_STATE = { PAID: 'PAID', FAILED: 'DECLINED', CANCELLED: 'CANCELLED' } as const;
const payable = (order: OrderRow) =>
  order.state === 'PENDING' || (order.state === 'RESERVED' && order.gate !== 'RESERVATION');

/**
 * The provider side of a payment (issue 23): start at the provider when the payer's browser arrives, take
 * the provider's answers (Stripe webhooks and returns, GP webpay returns) after verifying them, and re-read
 * a payment from the provider when its answer was lost (the organizer's button and the sweep). Every
 * outcome goes through the orders' one settlement, so a replay or a second path never pays twice.
 */
export function createProviderPayments(deps: ProviderPaymentsDeps) {
  const { db, gateway, log } = deps;
  const ring = () => deps.ring as KeyRing;

  async function audit(orderId: string | null, action: Parameters<typeof orderRepo.audit>[2], detail = {}) {
    await orderRepo.audit(db, orderId, action, detail);
  }

  /** Settles the order with a provider's verified outcome and closes the attempt. */
  async function settleAttempt(
    attempt: PaymentAttemptRow,
    outcome: GatewayOutcome,
    n: Partial<GatewayNotification>,
  ) {
    const notification: GatewayNotification = {
      orderId: attempt.orderId,
      outcome,
      amountMinor: n.amountMinor ?? attempt.amountMinor,
      currency: n.currency ?? attempt.currency,
      transactionId: n.transactionId ?? `${attempt.provider}-${attempt.number}`,
    };
    // Checked here too, outside the settlement's transaction, so the refusal's audit row is committed.
    const current = await orderRepo.findOrder(db, attempt.orderId);
    if (
      outcome === 'PAID' &&
      (notification.amountMinor !== current?.totalMinor || notification.currency !== current?.currency)
    ) {
      log.warn({ orderId: attempt.orderId, amount: notification.amountMinor }, 'paid amount does not match');
      await audit(attempt.orderId, 'AMOUNT_MISMATCH', {
        provider: attempt.provider,
        amount: notification.amountMinor,
        currency: notification.currency,
      });
      throw new AppError('PAYMENT_SIGNATURE_INVALID', 'The paid amount does not match the order.');
    }
    const { order } = await deps.settle(notification);
    await repo.settleAttempt(
      db,
      attempt.id,
      ATTEMPT_STATE[outcome],
      outcome === 'PAID' ? notification.transactionId : null,
    );
    return order;
  }

  /** A Stripe session's state applied to its attempt; false while the payer has not finished. */
  async function applySession(attempt: PaymentAttemptRow, s: SessionState): Promise<boolean> {
    if (!s.outcome) return false;
    if (s.orderId !== attempt.orderId) {
      await audit(attempt.orderId, 'AMOUNT_MISMATCH', { provider: 'STRIPE', session: s.id, reason: 'ORDER' });
      throw new AppError('PAYMENT_SIGNATURE_INVALID', 'The session belongs to another order.');
    }
    await settleAttempt(attempt, s.outcome, {
      amountMinor: s.amountMinor,
      currency: s.currency,
      transactionId: s.paymentIntent ?? s.id,
    });
    return true;
  }

  async function credentialOf(attempt: PaymentAttemptRow) {
    const row = attempt.credentialId ? await repo.findCredential(db, attempt.credentialId) : null;
    if (!row)
      throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', 'The payment’s provider is no longer set up.');
    return row;
  }

  function checkToken(orderId: string, token: unknown) {
    if (!/^[0-9a-f-]{36}$/i.test(orderId) || !deps.signer.verify(`go|${orderId}`, token))
      throw new AppError('NOT_FOUND', 'No such payment.');
  }

  /**
   * A GP webpay attempt re-read through GP's web service (getPaymentStatus): true when it settled the order,
   * UNSUPPORTED without the web service (refunds by hand, no status call). An answer that does not verify
   * is refused and audited; a payment GP does not know (the payer never reached GP) is closed once the
   * order has expired, and left open before.
   */
  async function readGp(attempt: PaymentAttemptRow): Promise<boolean | 'UNSUPPORTED'> {
    const ws = gateway.gpWsOf(await credentialOf(attempt));
    if (!ws) return 'UNSUPPORTED';
    let answer: GpWsAnswer;
    try {
      answer = await callGpWs(ws, 'getPaymentStatus', String(attempt.number));
    } catch (error) {
      if (!(error instanceof GpWsSignatureError)) throw error;
      log.warn(
        { orderId: attempt.orderId, orderNumber: attempt.number },
        'GP webpay status not signed by GP',
      );
      await audit(attempt.orderId, 'SIGNATURE_INVALID', {
        provider: 'GPWEBPAY',
        orderNumber: attempt.number,
        source: 'reconcile',
      });
      throw new AppError('PAYMENT_SIGNATURE_INVALID', 'The answer is not signed by GP webpay.');
    }
    if (!answer.ok) {
      if (answer.primaryReturnCode !== GP_NOT_FOUND)
        throw new Error(
          `GP webpay status refused: ${answer.primaryReturnCode}/${answer.secondaryReturnCode}`,
        );
      if ((await orderRepo.findOrder(db, attempt.orderId))?.state === 'EXPIRED')
        await repo.settleAttempt(db, attempt.id, 'CANCELLED', null);
      return false;
    }
    const outcome = outcomeOfState(answer.state);
    if (!outcome) return false;
    await audit(attempt.orderId, 'CALLBACK', {
      provider: 'GPWEBPAY',
      source: 'reconcile',
      orderNumber: attempt.number,
      state: answer.state,
    });
    await settleAttempt(attempt, outcome, { transactionId: String(attempt.number) });
    return true;
  }

  /** Re-reads every open attempt of the order from its provider. */
  async function reconcileOrder(orderId: string): Promise<Omit<ReconcileResult, 'OrderId' | 'State'>> {
    const attempts = await repo.attemptsOfOrder(db, orderId);
    const open = attempts.filter((a) => a.state === 'OPEN' && (a.externalId || a.provider === 'GPWEBPAY'));
    if (open.length === 0) return { Provider: attempts[0]?.provider ?? null, Result: 'NONE', Changed: false };
    let changed = false;
    let result: ReconcileResult['Result'] = 'CHECKED';
    for (const attempt of open) {
      if (attempt.provider === 'GPWEBPAY') {
        const outcome = await readGp(attempt);
        if (outcome === 'UNSUPPORTED') result = 'UNSUPPORTED';
        else changed ||= outcome;
        continue;
      }
      const { client } = gateway.stripeOf(await credentialOf(attempt));
      const session = await readSession(client, attempt.externalId as string);
      const applied = await applySession(attempt, session);
      if (applied)
        await audit(orderId, 'CALLBACK', {
          provider: 'STRIPE',
          source: 'reconcile',
          outcome: session.outcome,
        });
      changed ||= applied;
    }
    return { Provider: open[0]?.provider ?? null, Result: result, Changed: changed };
  }

  return {
    /**
     * GET|POST /payments/go/{order}: the payer's browser arrives; the attempt is made at the provider and the
     * browser sent on (Stripe's Checkout page, or GP webpay with signed parameters). A provider that does
     * not answer: the attempt is ERROR, audited, and the payer lands on the result page as failed (the basket
     * is kept; paying again starts a new attempt). Throws NOT_FOUND.
     */
    async go(orderId: string, token: unknown): Promise<string> {
      checkToken(orderId, token);
      const order = await orderRepo.findOrder(db, orderId);
      if (!order?.gate) throw new AppError('NOT_FOUND', 'No such payment.');
      if (!payable(order)) return deps.resultUrlOf(order.id);
      const row = await gateway.credentialFor(db, order.eventId, order.gate, order.currency);
      if (!row)
        throw new AppError(
          'PAYMENT_PROVIDER_NOT_CONFIGURED',
          'Online payments are not set up for this gate.',
        );
      // A second click on the same order goes to the same Stripe page.
      const reusable = (await repo.attemptsOfOrder(db, orderId)).find(
        (a) => a.state === 'OPEN' && a.provider === 'STRIPE' && a.url && a.amountMinor === order.totalMinor,
      );
      if (reusable && row.provider === 'STRIPE') return reusable.url as string;
      const attempt = await repo.insertAttempt(db, {
        orderId,
        provider: row.provider,
        credentialId: row.id,
        amountMinor: order.totalMinor,
        currency: order.currency,
      });
      const back = `${deps.publicUrl}/api/payments`;
      const t = goToken(deps.signer, orderId);
      try {
        let url: string;
        if (row.provider === 'STRIPE') {
          const { client, connect } = gateway.stripeOf(row);
          const session = await createCheckout(client, {
            orderId,
            attemptId: attempt.id,
            variableSymbol: String(order.number),
            amountMinor: order.totalMinor,
            currency: order.currency,
            language: order.language,
            email: order.email,
            successUrl: `${back}/stripe/return/${orderId}?token=${t}&session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: `${back}/stripe/cancel/${orderId}?token=${t}`,
            // Spec 2 §9: the platform's 3.6 % of the price (never of the payment fee), taken at source.
            connect: connect
              ? { accountId: connect, applicationFeeMinor: platformFeeMinor(order.priceMinor) }
              : null,
          });
          url = session.url;
          await repo.updateAttempt(db, attempt.id, { externalId: session.id, url });
        } else {
          const secrets = openSecrets(ring(), row);
          const params = createOrderParams(
            {
              merchantNumber: row.publicConfig.MerchantNumber as string,
              orderNumber: attempt.number,
              amountMinor: order.totalMinor,
              currency: order.currency,
              merOrderNum: String(order.number),
              returnUrl: `${back}/gpwebpay/return`,
              md: attempt.id,
              language: order.language,
            },
            secrets.PrivateKeyPem as string,
            secrets.PrivateKeyPassword,
          );
          const base = deps.gpUrl ?? (row.live ? GP_LIVE_URL : GP_TEST_URL);
          url = `${base}?${new URLSearchParams(params)}`;
          await repo.updateAttempt(db, attempt.id, { externalId: String(attempt.number), url });
        }
        await audit(orderId, 'STARTED', { provider: row.provider, attempt: attempt.number, live: row.live });
        return url;
      } catch (error) {
        log.warn(
          { err: error, orderId, provider: row.provider },
          'payment provider did not start the payment',
        );
        await repo.updateAttempt(db, attempt.id, { state: 'ERROR' });
        await audit(orderId, 'STARTED', {
          provider: row.provider,
          attempt: attempt.number,
          error: 'PROVIDER_UNAVAILABLE',
        });
        const result = new URL(await deps.resultUrlOf(orderId), 'http://x');
        result.searchParams.set('res', 'FAIL');
        return `${result.pathname}${result.search}`;
      }
    },

    /** Stripe's success_url: the session read back from Stripe (the webhook may not have come yet). */
    async stripeReturn(orderId: string, token: unknown, sessionId: unknown): Promise<string> {
      checkToken(orderId, token);
      const attempt =
        typeof sessionId === 'string' ? await repo.attemptByExternal(db, 'STRIPE', sessionId) : null;
      if (attempt && attempt.orderId === orderId && attempt.state === 'OPEN') {
        const { client } = gateway.stripeOf(await credentialOf(attempt));
        await applySession(attempt, await readSession(client, attempt.externalId as string));
      }
      return deps.resultUrlOf(orderId);
    },

    /** Stripe's cancel_url: the open session is expired (or found paid after all) and the order settled. */
    async stripeCancel(orderId: string, token: unknown): Promise<string> {
      checkToken(orderId, token);
      for (const attempt of await repo.attemptsOfOrder(db, orderId)) {
        if (attempt.state !== 'OPEN' || attempt.provider !== 'STRIPE' || !attempt.externalId) continue;
        const { client } = gateway.stripeOf(await credentialOf(attempt));
        let s = await readSession(client, attempt.externalId);
        if (!s.outcome) s = await expireSession(client, attempt.externalId).catch(() => s);
        if (!s.outcome) s = await readSession(client, attempt.externalId);
        await applySession(attempt, s);
      }
      return deps.resultUrlOf(orderId);
    },

    /**
     * POST /payments/stripe/webhook/{credential}: Stripe-Signature verified with the credential's signing
     * secret (the platform's for Connect) within 5 minutes; a forged or stale one is refused (400) and
     * audited; an event id seen before is an audited replay (200, nothing changes).
     */
    async stripeWebhook(credentialId: string, rawBody: string, signature: unknown) {
      const row = /^[0-9a-f-]{36}$/i.test(credentialId) ? await repo.findCredential(db, credentialId) : null;
      if (row?.provider !== 'STRIPE') throw new AppError('NOT_FOUND', 'No such webhook endpoint.');
      const secret = row.publicConfig.AccountId
        ? deps.stripe.platformWebhookSecret
        : openSecrets(ring(), row).WebhookSecret;
      let event: ReturnType<typeof parseWebhook>;
      try {
        event = parseWebhook(rawBody, signature, secret ?? '', WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        log.warn({ err: error, credentialId }, 'Stripe webhook with an invalid signature refused');
        await audit(null, 'SIGNATURE_INVALID', { provider: 'STRIPE', credentialId });
        throw new AppError('PAYMENT_SIGNATURE_INVALID', 'The webhook is not signed by Stripe.');
      }
      const kind = SETTLING_EVENTS[event.type];
      const object = event.data.object as { object?: string };
      const session = kind && object.object === 'checkout.session' ? sessionState(object as never) : null;
      const attempt = session ? await repo.attemptByExternal(db, 'STRIPE', session.id) : null;
      if (await repo.eventSeen(db, 'STRIPE', event.id)) {
        await audit(attempt?.orderId ?? null, 'REPLAY', {
          provider: 'STRIPE',
          event: event.id,
          type: event.type,
        });
        return { received: true, replay: true };
      }
      if (session && attempt && attempt.credentialId === row.id) {
        await audit(attempt.orderId, 'CALLBACK', { provider: 'STRIPE', event: event.id, type: event.type });
        const outcome = kind === 'BY_SESSION' ? session.outcome : (kind as GatewayOutcome);
        if (outcome) await applySession(attempt, { ...session, outcome });
      }
      await repo.recordEvent(db, {
        provider: 'STRIPE',
        eventId: event.id,
        type: event.type,
        orderId: attempt?.orderId ?? null,
      });
      return { received: true, replay: false };
    },

    /**
     * GET|POST /payments/gpwebpay/return: GP's answer, both digests verified with GP's public key and the
     * merchant number; a bad digest is refused (400) and audited. A second return of the same answer finds
     * the order settled (audited REPLAY by the settlement). Answers where the payer goes next.
     */
    async gpReturn(params: Record<string, unknown>): Promise<string> {
      const number = claimedOrderNumber(params);
      const attempt = number === null ? null : await repo.attemptByNumber(db, number);
      const row = attempt?.provider === 'GPWEBPAY' ? await credentialOf(attempt) : null;
      const result =
        row &&
        verifyResponse(
          params,
          row.publicConfig.MerchantNumber as string,
          row.publicConfig.GpPublicKeyPem as string,
        );
      if (!attempt || !result || result.md !== attempt.id) {
        log.warn({ orderNumber: number }, 'GP webpay answer with a bad digest refused');
        await audit(attempt?.orderId ?? null, 'SIGNATURE_INVALID', {
          provider: 'GPWEBPAY',
          orderNumber: number,
        });
        throw new AppError('PAYMENT_SIGNATURE_INVALID', 'The answer is not signed by GP webpay.');
      }
      await audit(attempt.orderId, 'CALLBACK', {
        provider: 'GPWEBPAY',
        orderNumber: number,
        prcode: result.prcode,
        srcode: result.srcode,
      });
      await settleAttempt(attempt, result.outcome, { transactionId: String(attempt.number) });
      return deps.resultUrlOf(attempt.orderId);
    },

    /** The organizer's "check with the provider" (event editors). Throws NOT_FOUND. */
    async reconcile(eventId: string, orderId: string): Promise<ReconcileResult> {
      const order = await orderRepo.findOrder(db, orderId);
      if (!order || order.eventId !== eventId)
        throw new AppError('NOT_FOUND', 'No such order of this event.');
      const outcome = await reconcileOrder(orderId).catch((error: unknown) => {
        log.warn({ err: error, orderId }, 'payment provider did not answer a reconciliation');
        throw error instanceof AppError
          ? error
          : new AppError('PAYMENT.PROVIDER_UNAVAILABLE', 'The payment provider did not answer; try again.');
      });
      const now = (await orderRepo.findOrder(db, orderId)) as OrderRow;
      return { OrderId: orderId, State: now.state, ...outcome };
    },

    /** The sweep: payments open longer than PAYMENTS_RECONCILE_MINUTES are re-read from their provider. */
    async sweep(): Promise<number> {
      let changed = 0;
      const seen = new Set<string>();
      for (const a of await repo.staleOpenAttempts(db, deps.reconcileMinutes)) {
        if (seen.has(a.orderId)) continue;
        seen.add(a.orderId);
        try {
          if ((await reconcileOrder(a.orderId)).Changed) changed++;
        } catch (error) {
          log.warn({ err: error, orderId: a.orderId }, 'reconciliation failed; the next sweep retries');
        }
      }
      return changed;
    },
  };
}
export type ProviderPayments = ReturnType<typeof createProviderPayments>;
export type { ProviderName };
