import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { pgCode } from '../profiles/db-errors';
import { issueVoucherCoupons } from './order-vouchers';
import * as repo from './orders.repository';

/** The trigger's SQLSTATE for "past the sector's capacity" (ticketing migration 0007). */
const CAPACITY_EXCEEDED = 'MQ410';

export class PlaceLost extends Error {}

/**
 * Marks the order paid (or reserved) and its places sold; a place whose hold is gone is taken again.
 * Throws PlaceLost (after rolling back to the savepoint) when a place went to someone else.
 */
export async function sellAndIssue(
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
  // Gift vouchers become coupons only once paid (a pay-in-place order cannot hold vouchers).
  if (state === 'PAID') {
    const vouchers = await issueVoucherCoupons(tx, order);
    if (vouchers > 0) await repo.audit(tx, order.id, 'TICKETS_ISSUED', { vouchers });
  }
}
