import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../ticketing/sql-rows';

/** A late payment's coupon uses (or voucher credit) are gone in the meantime: the payment is refunded. */
export class CouponLost extends Error {}

/**
 * A late payment of an order that gave its coupon uses back (expired, failed, cancelled): takes them
 * again, exactly what the order's last release gave back per coupon and event, with the same conditional
 * updates as the first consumption, so a coupon is never used more than it allows. Nothing is taken when
 * the order still holds its uses (net of its audit rows), so a replay takes nothing twice.
 * Throws CouponLost when a coupon is disabled, used up or without the credit; the caller rolls back to a
 * savepoint and refunds.
 */
export async function retakeCouponsForOrder(tx: DbOrTx, orderId: string): Promise<void> {
  const released = await queryRows<{
    coupon_id: string;
    event_id: string | null;
    basket_id: string;
    net_count: number;
    net_credit: number;
    count: number;
    credit: number;
  }>(
    tx,
    sql`select a.coupon_id, a.event_id, min(a.basket_id::text) as basket_id,
        sum(case when a.action = 'RELEASE' then -a.count else a.count end)::int as net_count,
        sum(case when a.action = 'RELEASE' then -a.credit_minor else a.credit_minor end)::int as net_credit,
        (select r.count from coupon_audit r where r.order_id = ${orderId}::uuid and r.action = 'RELEASE'
          and r.coupon_id = a.coupon_id and r.event_id is not distinct from a.event_id
          order by r.id desc limit 1) as count,
        (select r.credit_minor from coupon_audit r where r.order_id = ${orderId}::uuid and r.action = 'RELEASE'
          and r.coupon_id = a.coupon_id and r.event_id is not distinct from a.event_id
          order by r.id desc limit 1) as credit
      from coupon_audit a where a.order_id = ${orderId}::uuid
      group by a.coupon_id, a.event_id
      order by a.coupon_id, a.event_id`,
  );
  // Coupons in id order, like the first consumption: concurrent payers queue instead of deadlocking.
  for (const use of released) {
    if (use.net_count > 0 || use.net_credit > 0) continue;
    const count = use.count ?? 0;
    const credit = use.credit ?? 0;
    if (count <= 0 && credit <= 0) continue;
    const [coupon] = await queryRows<{ discount_type: string }>(
      tx,
      sql`select discount_type from coupons where id = ${use.coupon_id}::uuid and not disabled for update`,
    );
    if (!coupon) throw new CouponLost();
    const voucher = coupon.discount_type === 'Voucher';
    const taken = await queryRows<{ id: string }>(
      tx,
      voucher
        ? sql`update coupons set remaining_credit_minor = remaining_credit_minor - ${credit}::int, updated_at = now()
            where id = ${use.coupon_id}::uuid and remaining_credit_minor >= ${credit}::int returning id`
        : sql`update coupons set remaining_count = remaining_count - ${count}::int, updated_at = now()
            where id = ${use.coupon_id}::uuid and (remaining_count is null or remaining_count >= ${count}::int)
            returning id`,
    );
    if (taken.length === 0) throw new CouponLost();
    if (!voucher && use.event_id) {
      const [limit] = await queryRows<{ remaining_count: number | null }>(
        tx,
        sql`select remaining_count from coupon_events
          where coupon_id = ${use.coupon_id}::uuid and event_id = ${use.event_id}::uuid`,
      );
      if (limit && limit.remaining_count !== null) {
        if (limit.remaining_count < count) throw new CouponLost();
        await tx.execute(sql`update coupon_events set remaining_count = remaining_count - ${count}::int
          where coupon_id = ${use.coupon_id}::uuid and event_id = ${use.event_id}::uuid`);
      }
    }
    await tx.execute(sql`insert into coupon_audit (action, coupon_id, basket_id, order_id, event_id, count, credit_minor)
      values (${voucher ? 'CREDIT' : 'CONSUME'}, ${use.coupon_id}::uuid, ${use.basket_id}::uuid, ${orderId}::uuid,
        ${use.event_id}::uuid, ${count}::int, ${credit}::int)`);
  }
}
