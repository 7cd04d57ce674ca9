import type { OrderState } from '@marquee/contract';
import type { OrderRow } from '../../db/schema/orders';
import { AppError } from '../../plugins/errors';
import { releaseCouponsForOrder } from '../coupons/consume';
import { CouponLost, retakeCouponsForOrder } from '../coupons/retake';
import type { GatewayNotification } from '../payments/gateways/gateway';
import { PlaceLost, sellAndIssue } from './order-settlement';
import * as repo from './orders.repository';
import type { OrdersDeps } from './orders.types';

const OPEN_STATES: readonly OrderState[] = ['PENDING', 'EXPIRED'];

/**
 * A gateway notification (server to server, or on the payer's return). Idempotent: a replay of a
 * settled order changes nothing. A tampered signature is refused, logged and audited.
 */
export async function handleOrderNotification(
  deps: OrdersDeps,
  params: Record<string, unknown>,
): Promise<{ order: OrderRow; count: number }> {
  const { db, gateway } = deps;
  const n = gateway.verify(params);
  if (!n) {
    const claimed =
      typeof params.orderId === 'string' && /^[0-9a-f-]{36}$/i.test(params.orderId) ? params.orderId : null;
    deps.log.warn(
      { claimedOrderId: claimed, outcome: String(params.outcome ?? '') },
      'payment notification with an invalid signature refused',
    );
    await repo.audit(db, null, 'SIGNATURE_INVALID', {
      claimedOrderId: claimed,
      outcome: String(params.outcome ?? ''),
    });
    throw new AppError('PAYMENT_SIGNATURE_INVALID', 'The payment notification is not signed by the gateway.');
  }
  return settleNotification(deps, n);
}

/**
 * A notification whose signature the caller verified (the sandbox's HMAC above; Stripe's webhook or
 * session read, GP webpay's digest in payments/providers). Idempotent and audited like any callback.
 */
export async function settleNotification(
  deps: OrdersDeps,
  n: GatewayNotification,
): Promise<{ order: OrderRow; count: number }> {
  const { db, gateway } = deps;
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
        deps.log.warn({ orderId: current.id, amount: n.amountMinor }, 'paid amount does not match the order');
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
    if (!open && !(current.state === 'CANCELLED' && n.outcome === 'PAID' && current.gatewayRef === null)) {
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
      deps.log.warn({ orderId: current.id, amount: n.amountMinor }, 'paid amount does not match the order');
      await repo.audit(tx, current.id, 'AMOUNT_MISMATCH', {
        amount: n.amountMinor,
        currency: n.currency,
      });
      throw new AppError('PAYMENT_SIGNATURE_INVALID', 'The paid amount does not match the order.');
    }
    await repo.setOrderState(tx, current.id, { gatewayRef: n.transactionId });
    try {
      // One savepoint for both: a refund must neither keep re-taken coupon uses nor sold places.
      await tx.transaction(async (sp) => {
        // The order gave its coupon uses back when it expired (or failed): a late payment takes them again.
        if (current.state !== 'PENDING') await retakeCouponsForOrder(sp, current.id);
        await sellAndIssue(sp, current, 'PAID', {
          txn: n.transactionId,
          late: current.state !== 'PENDING',
        });
      });
      issued = true;
    } catch (error) {
      if (!(error instanceof PlaceLost || error instanceof CouponLost)) throw error;
      // Paid, but a place (or the coupon's last use) went to someone else after the hold ended: refund.
      await repo.setOrderState(tx, current.id, { state: 'REFUNDED' });
      await repo.deleteHeldItems(
        tx,
        items.map((i) => i.basketItemId),
      );
      await repo.audit(tx, current.id, 'REFUNDED', {
        txn: n.transactionId,
        amount: n.amountMinor,
        reason: error instanceof CouponLost ? 'COUPON' : 'PLACE',
      });
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
}
