import { AppError } from '../../plugins/errors';
import { releaseCouponsForOrder } from '../coupons/consume';
import type { GatewayNotification } from '../payments/gateways/gateway';
import { countItems, resultUrl } from './order-answer';
import { handleOrderNotification, settleNotification } from './order-notification';
import { payOrder } from './order-pay';
import * as repo from './orders.repository';
import type { OrdersDeps, PayInput } from './orders.types';

export type { OrdersDeps, PayInput } from './orders.types';

/**
 * Orders and their payment states (spec 2 §4 Payment; issue 7): made from a basket's live holds in one
 * transaction; PENDING → PAID / FAILED / CANCELLED / EXPIRED; a late payment re-takes its places or is
 * refunded; each step is written to payment_audit in the transaction that made it.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db } = deps;

  return {
    /**
     * POST /ticketing/basket/{guid}/pay and /reserveTicket. Throws NOT_FOUND, TICKETS_NOT_AVAILABLE (410, a
     * hold ended), BASKET_EMPTY, VALIDATION_FAILED, NOT_AUTHORIZED_PAY, PAYMENT_GATE_NOT_AVAILABLE,
     * PAYMENT_PROVIDER_NOT_CONFIGURED.
     */
    pay: (input: PayInput) => payOrder(deps, input),

    /**
     * A gateway notification (server to server, or on the payer's return). Idempotent: a replay of a
     * settled order changes nothing. A tampered signature is refused, logged and audited.
     */
    handleNotification: (params: Record<string, unknown>) => handleOrderNotification(deps, params),

    /** An outcome a provider adapter verified itself (issue 23); the same idempotent settlement. */
    settle: (n: GatewayNotification) => settleNotification(deps, n),

    /** The order, or null for an unknown id. Throws nothing. */
    find: (orderId: string) => repo.findOrder(db, orderId),

    /** The result page of an order (the payer's return). */
    async resultUrlOf(orderId: string) {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw new AppError('NOT_FOUND', 'No such order.');
      return resultUrl(deps, order, countItems(await repo.listOrderItems(db, orderId)));
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
