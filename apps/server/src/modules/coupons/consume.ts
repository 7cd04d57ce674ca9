import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { queryRows } from '../ticketing/sql-rows';

export interface CouponConsumption {
  couponId: string;
  /** Tickets the coupon discounted in this order. */
  count: number;
  /** Voucher credit this order used, minor units (0 for the other kinds). */
  creditMinor: number;
}

export interface ConsumedCoupons {
  coupons: CouponConsumption[];
  /** What vouchers pay of the order: the order's price minus this is left to pay by the gate. */
  voucherCreditMinor: number;
}

/**
 * Uses up the coupons of a basket's lines, in the transaction that creates the order (ARCHITECTURE §4).
 * Counts go down with a conditional `UPDATE … WHERE remaining_count >= n`, so with any number of buyers
 * and server processes a coupon is never used more often than it allows: the row lock makes concurrent
 * payers queue, and whoever finds too few uses left gets COUPON.EXHAUSTED and their whole transaction
 * (the order with it) rolls back; the buyer removes the coupon and pays the listed price. A voucher's
 * credit pays up to the price of its lines and what is left stays on it. Each use is audited.
 *
 * `itemIds`: the order's lines (default: the basket's live held lines); `orderId` lets
 * releaseCouponsForOrder give the uses back when that order fails; `vouchers: false` leaves voucher lines
 * alone (for a caller whose price does not deduct voucher credit).
 * Throws COUPON.EXHAUSTED, COUPON.DISABLED, COUPON.NO_CREDIT.
 */
export async function consumeCouponsForOrder(
  tx: DbOrTx,
  basket: { id: string; itemIds?: readonly string[]; orderId?: string; vouchers?: boolean },
): Promise<ConsumedCoupons> {
  const orderId = basket.orderId ?? null;
  const lines = basket.itemIds
    ? basket.itemIds.length === 0
      ? sql`false`
      : sql`id in (${sql.join(
          basket.itemIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
    : sql`status = 'HELD' and valid_till > now()`;
  const groups = await queryRows<{ coupon_id: string; event_id: string; count: number; price: number }>(
    tx,
    sql`select coupon_id, event_id, count(*)::int as count, sum(price_minor)::int as price
      from basket_items
      where basket_id = ${basket.id} and coupon_id is not null and ${lines}
      group by coupon_id, event_id
      order by coupon_id, event_id`,
  );
  const result: ConsumedCoupons = { coupons: [], voucherCreditMinor: 0 };
  // Coupons in id order: two orders sharing coupons lock them in the same order and never deadlock.
  const byCoupon = new Map<
    string,
    { count: number; price: number; events: { id: string; count: number }[] }
  >();
  for (const g of groups) {
    const entry = byCoupon.get(g.coupon_id) ?? { count: 0, price: 0, events: [] };
    entry.count += g.count;
    entry.price += g.price;
    entry.events.push({ id: g.event_id, count: g.count });
    byCoupon.set(g.coupon_id, entry);
  }
  for (const [couponId, use] of byCoupon) {
    const [coupon] = await queryRows<{
      discount_type: string;
      disabled: boolean;
      remaining_count: number | null;
      remaining_credit_minor: number | null;
    }>(
      tx,
      sql`select discount_type, disabled, remaining_count, remaining_credit_minor from coupons
        where id = ${couponId}::uuid for update`,
    );
    if (!coupon) throw new AppError('COUPON.APPLICATION_FAILED', 'A coupon of the basket no longer exists.');
    if (coupon.disabled)
      throw new AppError('COUPON.DISABLED', 'A coupon of the basket has been switched off.');
    if (coupon.discount_type === 'Voucher' && basket.vouchers === false) continue;

    let creditMinor = 0;
    if (coupon.discount_type === 'Voucher') {
      const credit = coupon.remaining_credit_minor ?? 0;
      if (credit <= 0) throw new AppError('COUPON.NO_CREDIT', 'The voucher has no credit left.');
      creditMinor = Math.min(credit, use.price);
      await tx.execute(sql`update coupons set remaining_credit_minor = remaining_credit_minor - ${creditMinor}::int,
        updated_at = now() where id = ${couponId}::uuid and remaining_credit_minor >= ${creditMinor}::int`);
      result.voucherCreditMinor += creditMinor;
    } else {
      const taken = await queryRows<{ id: string }>(
        tx,
        sql`update coupons set remaining_count = remaining_count - ${use.count}::int, updated_at = now()
          where id = ${couponId}::uuid and (remaining_count is null or remaining_count >= ${use.count}::int)
          returning id`,
      );
      if (taken.length === 0)
        throw new AppError('COUPON.EXHAUSTED', 'This promo code has been used up in the meantime.');
      // The coupon's row lock (above) serializes every writer of its per-event counts.
      for (const event of use.events) {
        const [limit] = await queryRows<{ remaining_count: number | null }>(
          tx,
          sql`select remaining_count from coupon_events where coupon_id = ${couponId}::uuid and event_id = ${event.id}::uuid`,
        );
        if (!limit || limit.remaining_count === null) continue;
        if (limit.remaining_count < event.count)
          throw new AppError('COUPON.EXHAUSTED', 'This promo code has been used up for this event.');
        await tx.execute(sql`update coupon_events set remaining_count = remaining_count - ${event.count}::int
          where coupon_id = ${couponId}::uuid and event_id = ${event.id}::uuid`);
      }
    }
    // One audit row per event, so a failed order gives back exactly what each event's count lost.
    for (const [index, event] of use.events.entries()) {
      const credit = index === 0 ? creditMinor : 0;
      await tx.execute(sql`insert into coupon_audit (action, coupon_id, basket_id, order_id, event_id, count, credit_minor)
        values (${coupon.discount_type === 'Voucher' ? 'CREDIT' : 'CONSUME'}, ${couponId}::uuid, ${basket.id}::uuid,
          ${orderId}::uuid, ${event.id}::uuid, ${event.count}::int, ${credit}::int)`);
    }
    result.coupons.push({ couponId, count: use.count, creditMinor });
  }
  return result;
}

/**
 * Gives back what an order took (uses, per-event uses, voucher credit) when it will never be paid:
 * superseded, cancelled, failed or expired. Net of earlier releases, so a second call does nothing.
 */
export async function releaseCouponsForOrder(tx: DbOrTx, orderId: string): Promise<void> {
  const uses = await queryRows<{
    coupon_id: string;
    event_id: string | null;
    basket_id: string;
    count: number;
    credit: number;
  }>(
    tx,
    sql`select coupon_id, event_id, min(basket_id::text) as basket_id,
        sum(case when action = 'RELEASE' then -count else count end)::int as count,
        sum(case when action = 'RELEASE' then -credit_minor else credit_minor end)::int as credit
      from coupon_audit where order_id = ${orderId}::uuid
      group by coupon_id, event_id
      order by coupon_id, event_id`,
  );
  for (const use of uses) {
    if (use.count <= 0 && use.credit <= 0) continue;
    await tx.execute(sql`update coupons set
        remaining_count = case when remaining_count is null then null
          else least(total_count, remaining_count + ${use.count}::int) end,
        remaining_credit_minor = case when remaining_credit_minor is null then null
          else remaining_credit_minor + ${use.credit}::int end,
        updated_at = now()
      where id = ${use.coupon_id}::uuid`);
    if (use.event_id)
      await tx.execute(sql`update coupon_events ce set remaining_count = least(
          coalesce(c.max_per_event, ce.remaining_count + ${use.count}::int), ce.remaining_count + ${use.count}::int)
        from coupons c
        where c.id = ce.coupon_id and ce.coupon_id = ${use.coupon_id}::uuid and ce.event_id = ${use.event_id}::uuid
          and ce.remaining_count is not null`);
    await tx.execute(sql`insert into coupon_audit (action, coupon_id, basket_id, order_id, event_id, count, credit_minor)
      values ('RELEASE', ${use.coupon_id}::uuid, ${use.basket_id}::uuid, ${orderId}::uuid, ${use.event_id}::uuid,
        ${use.count}::int, ${use.credit}::int)`);
  }
}
