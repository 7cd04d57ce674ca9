import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import * as repo from './orders.repository';

/**
 * Reading orders: one order's state for the payment-result page, and the counts the metrics report (the
 * organizer's search is order-management.service.ts). Authorization (the event's readers) happens in the routes.
 */
export function createOrderListService(db: Db) {
  return {
    /** Orders per state, for the metrics gauge. Throws on database failure. */
    countByState: () => repo.countOrdersByState(db),

    /** Paid or reserved orders whose confirmation mail is not recorded as sent, for the metrics gauges. */
    mailBacklog: () => repo.mailBacklog(db),

    /** The basket's order with this variable symbol and its number of items. Throws NOT_FOUND. */
    async ofBasket(basketId: string, number: number) {
      const order = await repo.findOrderOfBasket(db, basketId, number);
      if (!order) throw new AppError('NOT_FOUND', 'No such order.');
      const count = (await repo.ticketCounts(db, [order.id])).get(order.id) ?? 0;
      return { order, count };
    },
  };
}
export type OrderListService = ReturnType<typeof createOrderListService>;
