import { fromMinor, type RefundOrder, type RefundResult, toMinor } from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { releaseCouponsForLines } from '../coupons/release-lines';
import type { PaymentGateway } from '../payments/gateways/gateway';
import type { MailQueue } from '../tickets/mail-queue';
import type { RefundNotice } from '../tickets/refund-mail';
import {
  deleteSoldItems,
  disableCoupons,
  lockOrderVoucherCoupons,
  markTicketsRefunded,
  refundLines,
  setOrderRefund,
} from './order-refund.repository';
import { refundSplit } from './order-refund.rules';
import { audit, lockOrder } from './orders.repository';

export interface RefundDeps {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** Tells the buyer after the commit (mail-queue `refunded`). */
  mail: Pick<MailQueue, 'refunded'>;
}

/** Thrown inside the transaction when the provider refused: rolls every change back. */
class GatewayRefused extends Error {}

/**
 * POST /event/{id}/orders/{orderId}/refund (issue 18). One transaction with the order's row locked: a
 * second refund of the same order waits here and then finds it changed (409), so two refunds never both
 * return money. The provider is called last inside that transaction: when it refuses, everything rolls
 * back (tickets, places, coupons, the order) and REFUND_FAILED is audited outside it (502). A commit that
 * fails after the provider said yes is the one window left (logged with the order; see decisions.md).
 * After the commit the buyer gets a mail in the order's language; its failure is audited, the refund stands.
 */
export async function refundOrder(
  deps: RefundDeps,
  input: { eventId: string; orderId: string; body: RefundOrder; userId: string },
): Promise<RefundResult> {
  const { db, gateway } = deps;
  const { body, orderId } = input;
  let attempted: { amountMinor: number; currency: string } | null = null;
  let notice: RefundNotice | null = null;
  let manual = false;
  try {
    const result = await db.transaction(async (tx): Promise<RefundResult> => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.eventId !== input.eventId)
        throw new AppError('NOT_FOUND', 'No such order of this event.');
      if (order.state === 'REFUNDED' || (order.state === 'CANCELLED' && order.refundedAt))
        throw new AppError('ORDER.ALREADY_REFUNDED', 'This order has been refunded already.');
      if (order.state !== 'PAID' && order.state !== 'RESERVED')
        throw new AppError('ORDER.NOT_REFUNDABLE', `An order in state ${order.state} cannot be refunded.`);

      const lines = await refundLines(tx, orderId);
      const open = lines.filter((l) => !l.refunded);
      const vouchers = order.state === 'PAID' ? await lockOrderVoucherCoupons(tx, orderId) : [];
      let chosen = open;
      const withVouchers = !body.TicketIds;
      if (body.TicketIds) {
        const asked = new Set(body.TicketIds);
        const known = new Set(lines.map((l) => l.ticket_id));
        if ([...asked].some((id) => !known.has(id)))
          throw new AppError('ORDER.NOT_REFUNDABLE', 'A ticket named is not a ticket of this order.');
        if (lines.some((l) => l.refunded && asked.has(l.ticket_id)))
          throw new AppError('ORDER.ALREADY_REFUNDED', 'A ticket named has been refunded already.');
        chosen = open.filter((l) => asked.has(l.ticket_id));
      }
      const vouchersBack = withVouchers ? vouchers : [];
      if (chosen.length === 0 && vouchersBack.length === 0)
        throw new AppError('ORDER.ALREADY_REFUNDED', 'Nothing of this order is left to refund.');
      if (order.state === 'RESERVED' && chosen.length !== open.length)
        throw new AppError('ORDER.NOT_REFUNDABLE', 'A reservation is cancelled as a whole.');
      // A bought voucher goes back only untouched: its credit may already have paid somebody's tickets.
      if (vouchersBack.some((v) => v.coupon_id && v.remaining_credit_minor !== v.value_minor))
        throw new AppError('ORDER.VOUCHER_USED', 'A gift voucher of this order has been used already.');

      const valueMinor =
        chosen.reduce((sum, l) => sum + l.price_minor, 0) +
        vouchersBack.reduce((sum, v) => sum + v.price_minor, 0);
      const split = refundSplit(order, valueMinor);
      if (body.ExpectedAmount != null && toMinor(body.ExpectedAmount) !== split.moneyMinor)
        throw new AppError(
          'ORDER.REFUND_CHANGED',
          `The amount to refund is now ${fromMinor(split.moneyMinor).toFixed(2)} ${order.currency}.`,
        );

      const everything = chosen.length === open.length && (withVouchers || vouchers.length === 0);
      const state = everything ? (order.state === 'PAID' ? 'REFUNDED' : 'CANCELLED') : order.state;
      const now = new Date();
      const ticketIds = chosen.map((l) => l.ticket_id);
      await markTicketsRefunded(tx, ticketIds, now);
      await deleteSoldItems(
        tx,
        chosen.map((l) => l.basket_item_id),
      );
      const creditMinor = await releaseCouponsForLines(
        tx,
        orderId,
        chosen.map((l) => ({ couponId: l.coupon_id, eventId: l.event_id })),
        split.creditMinor,
      );
      await disableCoupons(
        tx,
        vouchersBack.flatMap((v) => (v.coupon_id ? [v.coupon_id] : [])),
      );
      const refundedMinor = order.refundedMinor + split.moneyMinor;
      await setOrderRefund(tx, orderId, { state, refundedMinor, at: now });
      // No provider transaction (paid at the venue): the organizer returns that money by hand.
      const viaGateway = split.moneyMinor > 0 && order.gatewayRef !== null;
      await audit(tx, orderId, state === 'CANCELLED' ? 'CANCELLED' : 'REFUNDED', {
        amount: split.moneyMinor,
        credit: creditMinor,
        tickets: ticketIds,
        vouchers: vouchersBack.length,
        reason: body.Reason ?? null,
        userId: input.userId,
        gateway: viaGateway,
      });
      if (viaGateway) {
        attempted = { amountMinor: split.moneyMinor, currency: order.currency };
        try {
          const answer = await gateway.refund({
            orderId,
            transactionId: order.gatewayRef as string,
            amountMinor: split.moneyMinor,
            currency: order.currency,
            // Issue 23: what was refunded before names this refund, so a retry after a commit that failed
            // once the provider had said yes gets the same key, and the provider returns the money once.
            idempotencyKey: `marquee-refund-${orderId}-${order.refundedMinor}-${split.moneyMinor}`,
            db: tx,
          });
          manual = Boolean(answer?.manual);
          if (manual)
            await audit(tx, orderId, 'REFUND_MANUAL', { amount: split.moneyMinor, userId: input.userId });
        } catch (error) {
          deps.log.warn({ err: error, orderId }, 'payment provider refused a refund');
          throw new GatewayRefused();
        }
      }
      notice = {
        ticketIds,
        moneyMinor: split.moneyMinor,
        creditMinor,
        viaGateway,
        vouchers: vouchersBack.length,
        reason: body.Reason ?? null,
        whole: everything,
        reservation: order.state === 'RESERVED',
      };
      return {
        OrderId: orderId,
        State: state,
        Refunded: fromMinor(refundedMinor),
        AmountReturned: fromMinor(split.moneyMinor),
        CreditReturned: fromMinor(creditMinor),
        Currency: order.currency,
        TicketsCancelled: chosen.length,
        ...(manual ? { ManualRefund: true } : {}),
      };
    });
    // Assigned inside the transaction's callback (TypeScript cannot see that).
    const committed = notice as RefundNotice | null;
    if (committed) deps.mail.refunded(orderId, committed);
    return result;
  } catch (error) {
    if (!(error instanceof GatewayRefused)) {
      if (attempted)
        deps.log.error({ err: error, orderId }, 'refund commit failed after the provider refunded');
      throw error;
    }
    const tried = attempted as { amountMinor: number; currency: string } | null;
    await audit(db, orderId, 'REFUND_FAILED', {
      amount: tried?.amountMinor ?? 0,
      userId: input.userId,
    });
    throw new AppError('ORDER.REFUND_FAILED', 'The payment provider did not refund; nothing was changed.');
  }
}
