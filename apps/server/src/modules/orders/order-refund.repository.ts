import type { OrderState } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../ticketing/sql-rows';

/** Writes of the organizer's cancellations and refunds (issue 18); each runs in the refund's transaction. */

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export interface RefundLineRow {
  ticket_id: string;
  basket_item_id: string;
  event_id: string;
  coupon_id: string | null;
  price_minor: number;
  refunded: boolean;
}

/** The order's ticketed lines (the order's row lock, taken first, keeps them still). */
export function refundLines(tx: DbOrTx, orderId: string) {
  return queryRows<RefundLineRow>(
    tx,
    sql`select t.id as ticket_id, oi.basket_item_id, oi.event_id, oi.coupon_id, oi.price_minor,
        t.refunded_at is not null as refunded
      from order_items oi join tickets t on t.order_item_id = oi.id
      where oi.order_id = ${orderId}::uuid
      order by oi.sort_order, oi.id`,
  );
}

export interface OrderVoucherCouponRow {
  coupon_id: string | null;
  price_minor: number;
  value_minor: number;
  remaining_credit_minor: number | null;
}

/**
 * The gift vouchers bought in the order with their coupons' credit, the coupons row-locked first (in id
 * order) so a buyer spending a voucher queues behind the refund that is about to switch it off.
 */
export async function lockOrderVoucherCoupons(tx: DbOrTx, orderId: string) {
  await tx.execute(sql`select c.id from coupons c join order_vouchers ov on ov.coupon_id = c.id
    where ov.order_id = ${orderId}::uuid order by c.id for update of c`);
  return queryRows<OrderVoucherCouponRow>(
    tx,
    sql`select ov.coupon_id::text, ov.price_minor, ov.value_minor, c.remaining_credit_minor
      from order_vouchers ov left join coupons c on c.id = ov.coupon_id
      where ov.order_id = ${orderId}::uuid
      order by ov.id`,
  );
}

/** Refunded vouchers are switched off: coupons are never deleted (spec 3 §4). */
export async function disableCoupons(tx: DbOrTx, couponIds: readonly string[]) {
  if (couponIds.length === 0) return;
  await tx.execute(
    sql`update coupons set disabled = true, updated_at = now() where id in (${uuidList(couponIds)})`,
  );
}

export async function markTicketsRefunded(tx: DbOrTx, ticketIds: readonly string[], at: Date) {
  if (ticketIds.length === 0) return;
  await tx.execute(sql`update tickets set refunded_at = ${at.toISOString()}::timestamptz
    where id in (${uuidList(ticketIds)}) and refunded_at is null`);
}

/**
 * Puts the lines' places back on sale: their SOLD rows go, so the seat's unique index frees the seat and
 * the standing_stock trigger gives the capacity back (the ticketing_audit trigger records it).
 */
export async function deleteSoldItems(tx: DbOrTx, basketItemIds: readonly string[]) {
  if (basketItemIds.length === 0) return;
  await tx.execute(
    sql`delete from basket_items where id in (${uuidList(basketItemIds)}) and status = 'SOLD'`,
  );
}

export async function setOrderRefund(
  tx: DbOrTx,
  orderId: string,
  values: { state: OrderState; refundedMinor: number; at: Date },
) {
  await tx.execute(sql`update orders set state = ${values.state}, refunded_minor = ${values.refundedMinor}::int,
    refunded_at = ${values.at.toISOString()}::timestamptz, updated_at = now()
    where id = ${orderId}::uuid`);
}
