import {
  buyerInfoErrors,
  fromMinor,
  GATE_FLOW,
  type Language,
  normalizeBuyerInfo,
  type OrderState,
  type PayBody,
  type PaymentFlow,
  type PaymentGate,
  type PayQuery,
  type PayResponse,
  paymentResultOf,
} from '@marquee/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import type { OrderRow } from '../../db/schema/orders';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { consumeCouponsForOrder, releaseCouponsForOrder } from '../coupons/consume';
import { feeFor, findGate, gatesFor } from '../payments/gate-settings';
import type { GatewayNotification, PaymentGateway } from '../payments/gateways/gateway';
import * as repo from './orders.repository';

export interface PayInput {
  guid: string;
  mode: 'pay' | 'reserve';
  query: PayQuery;
  body: PayBody;
  user: AuthUser | null;
  language: Language;
}

export interface OrdersDeps {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Called after a commit that made tickets: sends the confirmation mail in the background. */
  onTicketsIssued(orderId: string): void;
}

/** The trigger's SQLSTATE for "past the sector's capacity" (ticketing migration 0007). */
const CAPACITY_EXCEEDED = 'MQ410';
const OPEN_STATES: readonly OrderState[] = ['PENDING', 'EXPIRED'];

function pgCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

class PlaceLost extends Error {}

/**
 * Orders and their payment states (spec 2 §4 Payment; issue 7): made from a basket's live holds in one
 * transaction; PENDING → PAID / FAILED / CANCELLED / EXPIRED; a late payment re-takes its places or is
 * refunded; each step is written to payment_audit in the transaction that made it.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, gateway } = deps;

  function resultUrl(order: OrderRow, count: number) {
    const page = order.flow === 'IN_PLACE' ? 'reservationResult' : 'paymentResult';
    const query = new URLSearchParams({
      eventId: order.eventId,
      res: paymentResultOf(order.state),
      vs: String(order.number),
      guid: order.basketId,
      price: fromMinor(order.totalMinor).toFixed(2),
      currency: order.currency,
      count: String(count),
    });
    return `${deps.publicUrl}/${order.language}/${page}?${query}`;
  }

  function answer(order: OrderRow, count: number): PayResponse {
    const extraData = {
      OrderId: order.id,
      VariableSymbol: String(order.number),
      Flow: order.flow,
      Gate: order.gate,
      FormFields: null as Record<string, string> | null,
      ClientToken: null as string | null,
      Price: fromMinor(order.priceMinor),
      Fee: fromMinor(order.feeMinor),
      Total: fromMinor(order.totalMinor),
      Currency: order.currency,
      Count: count,
    };
    const awaitingBank =
      order.state === 'PENDING' || (order.state === 'RESERVED' && order.flow !== 'IN_PLACE');
    if (order.flow === 'FREE' || order.flow === 'IN_PLACE' || !order.gate || !awaitingBank)
      return { extraData, url: resultUrl(order, count), needredirect: false };
    const start = gateway.start({
      orderId: order.id,
      variableSymbol: String(order.number),
      gate: order.gate,
      flow: order.flow,
      totalMinor: order.totalMinor,
      currency: order.currency,
      language: order.language,
      merchantName: 'Marquee',
    });
    return {
      extraData: { ...extraData, FormFields: start.formFields, ClientToken: start.clientToken },
      url: start.url,
      needredirect: order.flow !== 'CARD_FORM',
    };
  }

  /** Who receives the tickets: a guest's e-mail given now (else the basket's); for an account, its e-mail. */
  async function payerEmail(tx: DbOrTx, input: PayInput, basketEmail: string | null): Promise<string> {
    const given = input.query.NewEmail ?? null;
    if (input.user) {
      // Spec §6: an account whose e-mail was generated (social sign-in without one) gets its tickets at the
      // address given now; the client changes the account's e-mail through /account/changeFacebookGeneratedMail.
      if (given) {
        const [account] = await tx
          .select({ generated: users.emailGenerated })
          .from(users)
          .where(eq(users.id, input.user.id));
        if (account?.generated) return given;
      }
      return basketEmail ?? input.user.email;
    }
    const email = given ?? basketEmail;
    if (!email)
      throw new AppError('VALIDATION_FAILED', 'An e-mail for the tickets is needed.', {
        NewEmail: ['FIELD_REQUIRED'],
      });
    // Spec §8 NOT_AUTHORIZED_PAY: a guest may not buy under an e-mail an account owns (they sign in).
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (owner)
      throw new AppError('NOT_AUTHORIZED_PAY', 'This e-mail belongs to an account; sign in to use it.');
    return email;
  }

  /**
   * Marks the order paid (or reserved) and its places sold; a place whose hold is gone is taken again.
   * Throws PlaceLost (after rolling back to the savepoint) when a place went to someone else.
   */
  async function sellAndIssue(
    tx: DbOrTx,
    order: OrderRow,
    state: 'PAID' | 'RESERVED',
    detail: Record<string, unknown>,
  ) {
    const items = await repo.listOrderItems(tx, order.id);
    const rescued = await tx.transaction(async (sp) => {
      const sold = new Set(
        await repo.sellHeldItems(
          sp,
          items.map((i) => i.basketItemId),
        ),
      );
      const missing = items.filter((i) => !sold.has(i.basketItemId));
      for (const item of missing) {
        let id: string | null;
        try {
          id = await sp.transaction((inner) => repo.resellItem(inner, order.basketId, item));
        } catch (error) {
          if (pgCode(error) === CAPACITY_EXCEEDED) id = null;
          else throw error;
        }
        if (!id) throw new PlaceLost();
      }
      return missing.length;
    });
    await repo.setOrderState(tx, order.id, { state, paidAt: state === 'PAID' ? new Date() : null });
    if (rescued > 0) await repo.audit(tx, order.id, 'RESCUED', { places: rescued });
    await repo.audit(tx, order.id, state, detail);
    const issued = await repo.issueTickets(tx, order, items);
    await repo.audit(tx, order.id, 'TICKETS_ISSUED', { count: issued.length });
  }

  /**
   * reservationPayment: the tickets of a pay-in-place order are paid online after all. The order keeps its
   * places and tickets (RESERVED) and gets the chosen gate and its fee; a PAID notification settles it.
   */
  async function payReservation(tx: DbOrTx, order: OrderRow, input: PayInput): Promise<PayResponse> {
    const gate = input.body.PaymentGate ?? null;
    if (!gate || gate === 'RESERVATION')
      throw new AppError('VALIDATION_FAILED', 'Choose a payment method.', {
        PaymentGate: ['CHOOSE_OPTION_REQUIRED'],
      });
    const setting = findGate(await gatesFor(tx, order.eventId, order.currency), gate);
    if (!setting)
      throw new AppError('PAYMENT_GATE_NOT_AVAILABLE', 'This payment method is not offered here.');
    const feeMinor = feeFor(setting, order.priceMinor);
    await repo.setOrderPayment(tx, order.id, {
      gate,
      flow: GATE_FLOW[gate],
      feeMinor,
      totalMinor: order.priceMinor + feeMinor,
    });
    await repo.audit(tx, order.id, 'STARTED', { gateway: gateway.name, gate, reservation: true });
    const updated = (await repo.findOrder(tx, order.id)) as OrderRow;
    return answer(updated, (await repo.listOrderItems(tx, order.id)).length);
  }

  return {
    /**
     * POST /ticketing/basket/{guid}/pay and /reserveTicket. Throws NOT_FOUND, TICKETS_NOT_AVAILABLE (410, a
     * hold ended), BASKET_EMPTY, VALIDATION_FAILED, NOT_AUTHORIZED_PAY, PAYMENT_GATE_NOT_AVAILABLE.
     */
    async pay(input: PayInput): Promise<PayResponse> {
      const { body } = input;
      const gdprErrors: Record<string, string[]> = {};
      if (!body.Gdpr.TermsOfUse) gdprErrors['Gdpr.TermsOfUse'] = ['FIELD_REQUIRED'];
      if (!body.Gdpr.PrivacyPolicy) gdprErrors['Gdpr.PrivacyPolicy'] = ['FIELD_REQUIRED'];
      if (Object.keys(gdprErrors).length > 0)
        throw new AppError(
          'VALIDATION_FAILED',
          'The terms and the privacy policy must be agreed to.',
          gdprErrors,
        );

      let issued: string | null = null;
      const result = await db.transaction(async (tx) => {
        const basket = await repo.lockBasketForPay(tx, input.guid);
        if (!basket) throw new AppError('NOT_FOUND', 'No such basket.');
        const items = await repo.liveBasketLines(tx, input.guid);
        if (items.length === 0 && input.mode === 'pay') {
          const reservation = await repo.findReservedOrder(tx, input.guid);
          if (reservation) return payReservation(tx, reservation, input);
        }
        if (items.length === 0) {
          // A double submit that arrives after the first one settled at once (free, pay in place): same answer.
          const settled = await repo.recentSettledOrder(tx, input.guid, 600);
          if (settled) {
            await repo.audit(tx, settled.id, 'REUSED');
            return answer(settled, (await repo.listOrderItems(tx, settled.id)).length);
          }
          // Spec §4: 410 when the holds ended (the client warns and starts over), 400 for a basket never filled.
          if (await repo.basketEverHeld(tx, input.guid))
            throw new AppError('TICKETS_NOT_AVAILABLE', 'The hold of the tickets ended.');
          throw new AppError('BASKET_EMPTY', 'The basket is empty.');
        }
        const priceMinor = items.reduce((sum, item) => sum + item.price_minor, 0);
        const currency = items[0]?.currency ?? 'EUR';
        const eventId =
          input.query.EventId && items.some((i) => i.event_id === input.query.EventId)
            ? input.query.EventId
            : (items[0]?.event_id as string);

        let gate: PaymentGate | null = null;
        let flow: PaymentFlow = 'FREE';
        let feeMinor = 0;
        if (priceMinor > 0) {
          gate = input.mode === 'reserve' ? 'RESERVATION' : (body.PaymentGate ?? null);
          if (!gate)
            throw new AppError('VALIDATION_FAILED', 'Choose a payment method.', {
              PaymentGate: ['CHOOSE_OPTION_REQUIRED'],
            });
          const setting = findGate(await gatesFor(tx, eventId, currency), gate);
          if (!setting)
            throw new AppError('PAYMENT_GATE_NOT_AVAILABLE', 'This payment method is not offered here.');
          flow = GATE_FLOW[gate];
          feeMinor = feeFor(setting, priceMinor);
        }
        const buyer = { ...body.BuyerInfo, Phone: body.BuyerInfo.Phone || input.query.phoneNumber || null };
        const fieldErrors = buyerInfoErrors(buyer, gate);
        if (Object.keys(fieldErrors).length > 0)
          throw new AppError('VALIDATION_FAILED', 'The buyer information is incomplete.', fieldErrors);
        const email = await payerEmail(tx, input, basket.email);

        // A double submit (or a second tab) finds the open order: the same purchase answers the same way.
        const pending = await repo.findPendingOrder(tx, input.guid);
        if (pending) {
          const pendingItems = await repo.listOrderItems(tx, pending.id);
          const same =
            pending.gate === gate &&
            pending.totalMinor === priceMinor + feeMinor &&
            pendingItems.length === items.length &&
            pendingItems.every((pi) => items.some((i) => i.id === pi.basketItemId));
          if (same) {
            await repo.audit(tx, pending.id, 'REUSED');
            return answer(pending, pendingItems.length);
          }
          await repo.setOrderState(tx, pending.id, { state: 'CANCELLED' });
          await releaseCouponsForOrder(tx, pending.id);
          await repo.setItemsLocked(
            tx,
            pendingItems.map((i) => i.basketItemId),
            false,
          );
          await repo.audit(tx, pending.id, 'SUPERSEDED');
        }

        const order = await repo.insertOrder(tx, {
          basketId: input.guid,
          eventId,
          userId: input.user?.id ?? basket.user_id,
          email,
          language: input.language,
          buyerInfo: normalizeBuyerInfo(buyer, gate),
          gdpr: body.Gdpr,
          eventRegistration: body.EventRegistration ?? null,
          referalId: input.query.referalId ?? null,
          fromIosApp: input.query.FromIosApp ?? false,
          gate,
          flow,
          currency,
          priceMinor,
          feeMinor,
          totalMinor: priceMinor + feeMinor,
        });
        await repo.insertOrderItems(tx, order.id, items);
        // Coupon uses are taken with the order (COUPON.EXHAUSTED rolls it back); voucher credit is not yet
        // deducted from the price, so voucher lines are left alone.
        await consumeCouponsForOrder(tx, {
          id: input.guid,
          itemIds: items.map((i) => i.id),
          orderId: order.id,
          vouchers: false,
        });
        await repo.setItemsLocked(
          tx,
          items.map((i) => i.id),
          true,
        );
        await repo.audit(tx, order.id, 'CREATED', { gate, flow, priceMinor, feeMinor, count: items.length });
        if (!basket.email)
          await tx.execute(
            sql`update baskets set email = ${email}, updated_at = now() where id = ${input.guid}`,
          );

        if (flow === 'FREE' || flow === 'IN_PLACE') {
          try {
            await sellAndIssue(tx, order, flow === 'FREE' ? 'PAID' : 'RESERVED', { flow });
          } catch (error) {
            // The holds were live a moment ago under the basket lock; losing one now is a bug, not a race.
            if (error instanceof PlaceLost)
              throw new AppError('TICKETS_NOT_AVAILABLE', 'The tickets are no longer available.');
            throw error;
          }
          issued = order.id;
          const settled = await repo.findOrder(tx, order.id);
          return answer(settled ?? order, items.length);
        }
        await repo.audit(tx, order.id, 'STARTED', { gateway: gateway.name });
        return answer(order, items.length);
      });
      if (issued) deps.onTicketsIssued(issued);
      return result;
    },

    /**
     * A gateway notification (server to server, or on the payer's return). Idempotent: a replay of a
     * settled order changes nothing. A tampered signature is refused, logged and audited.
     */
    async handleNotification(params: Record<string, unknown>): Promise<{ order: OrderRow; count: number }> {
      const n = gateway.verify(params);
      if (!n) {
        const claimed =
          typeof params.orderId === 'string' && /^[0-9a-f-]{36}$/i.test(params.orderId)
            ? params.orderId
            : null;
        deps.log.warn(
          { claimedOrderId: claimed, outcome: String(params.outcome ?? '') },
          'payment notification with an invalid signature refused',
        );
        await repo.audit(db, null, 'SIGNATURE_INVALID', {
          claimedOrderId: claimed,
          outcome: String(params.outcome ?? ''),
        });
        throw new AppError(
          'PAYMENT_SIGNATURE_INVALID',
          'The payment notification is not signed by the gateway.',
        );
      }
      let issued = false;
      let refund: GatewayNotification | null = null;
      const order = await db.transaction(async (tx) => {
        const current = await repo.lockOrder(tx, n.orderId);
        if (!current) throw new AppError('NOT_FOUND', 'No such order.');
        if (current.state === 'RESERVED' && current.gate !== 'RESERVATION') {
          await repo.audit(tx, current.id, 'CALLBACK', { outcome: n.outcome, txn: n.transactionId });
          // Not paid online after all: the reservation stands (pay in place).
          if (n.outcome !== 'PAID') return current;
          if (n.amountMinor !== current.totalMinor || n.currency !== current.currency) {
            deps.log.warn(
              { orderId: current.id, amount: n.amountMinor },
              'paid amount does not match the order',
            );
            await repo.audit(tx, current.id, 'AMOUNT_MISMATCH', {
              amount: n.amountMinor,
              currency: n.currency,
            });
            throw new AppError('PAYMENT_SIGNATURE_INVALID', 'The paid amount does not match the order.');
          }
          await repo.setOrderState(tx, current.id, {
            state: 'PAID',
            paidAt: new Date(),
            gatewayRef: n.transactionId,
          });
          await repo.audit(tx, current.id, 'PAID', { txn: n.transactionId, reservation: true });
          return (await repo.findOrder(tx, current.id)) as OrderRow;
        }
        const open = OPEN_STATES.includes(current.state);
        // A replay (or a second notification of a settled payment) changes nothing but the audit trail.
        if (
          !open &&
          !(current.state === 'CANCELLED' && n.outcome === 'PAID' && current.gatewayRef === null)
        ) {
          await repo.audit(tx, current.id, 'REPLAY', {
            outcome: n.outcome,
            txn: n.transactionId,
            state: current.state,
          });
          return current;
        }
        await repo.audit(tx, current.id, 'CALLBACK', { outcome: n.outcome, txn: n.transactionId });
        const items = await repo.listOrderItems(tx, current.id);
        if (n.outcome !== 'PAID') {
          if (!open) return current;
          const state = n.outcome === 'CANCELLED' ? 'CANCELLED' : 'FAILED';
          await repo.setOrderState(tx, current.id, { state, gatewayRef: n.transactionId });
          await releaseCouponsForOrder(tx, current.id);
          // Back to the basket for another try; the places are free again when the hold ends.
          await repo.setItemsLocked(
            tx,
            items.map((i) => i.basketItemId),
            false,
          );
          await repo.audit(tx, current.id, state);
          return (await repo.findOrder(tx, current.id)) as OrderRow;
        }
        if (n.amountMinor !== current.totalMinor || n.currency !== current.currency) {
          deps.log.warn(
            { orderId: current.id, amount: n.amountMinor },
            'paid amount does not match the order',
          );
          await repo.audit(tx, current.id, 'AMOUNT_MISMATCH', {
            amount: n.amountMinor,
            currency: n.currency,
          });
          throw new AppError('PAYMENT_SIGNATURE_INVALID', 'The paid amount does not match the order.');
        }
        await repo.setOrderState(tx, current.id, { gatewayRef: n.transactionId });
        try {
          await sellAndIssue(tx, current, 'PAID', {
            txn: n.transactionId,
            late: current.state !== 'PENDING',
          });
          issued = true;
        } catch (error) {
          if (!(error instanceof PlaceLost)) throw error;
          // Paid, but a place went to someone else after the hold ended: return the money.
          await repo.setOrderState(tx, current.id, { state: 'REFUNDED' });
          await repo.deleteHeldItems(
            tx,
            items.map((i) => i.basketItemId),
          );
          await repo.audit(tx, current.id, 'REFUNDED', { txn: n.transactionId, amount: n.amountMinor });
          refund = n;
        }
        return (await repo.findOrder(tx, current.id)) as OrderRow;
      });
      const toRefund = refund as GatewayNotification | null;
      if (toRefund)
        await gateway.refund({
          orderId: toRefund.orderId,
          transactionId: toRefund.transactionId,
          amountMinor: toRefund.amountMinor,
          currency: toRefund.currency,
        });
      if (issued) deps.onTicketsIssued(order.id);
      const count = (await repo.listOrderItems(db, order.id)).length;
      return { order, count };
    },

    /** The result page of an order (the payer's return). */
    async resultUrlOf(orderId: string) {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw new AppError('NOT_FOUND', 'No such order.');
      return resultUrl(order, (await repo.listOrderItems(db, orderId)).length);
    },

    /** PENDING orders whose holds ended long ago: EXPIRED, holds unlocked (a late payment still rescues). */
    async expireStale(graceSeconds: number) {
      for (const id of await repo.stalePendingOrders(db, graceSeconds)) {
        await db.transaction(async (tx) => {
          const order = await repo.lockOrder(tx, id);
          if (order?.state !== 'PENDING') return;
          await repo.setOrderState(tx, id, { state: 'EXPIRED' });
          await releaseCouponsForOrder(tx, id);
          const items = await repo.listOrderItems(tx, id);
          await repo.setItemsLocked(
            tx,
            items.map((i) => i.basketItemId),
            false,
          );
          await repo.audit(tx, id, 'EXPIRED');
        });
      }
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
