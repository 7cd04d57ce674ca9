import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../ticketing/sql-rows';

/**
 * How much voucher credit pays of these basket lines, read under the coupons' row locks so that the
 * consumption later in the same transaction (consumeCouponsForOrder) takes exactly this much: per voucher,
 * the lesser of its credit and the price of its lines. Credit the basket's own `pendingOrderId` holds
 * counts as available, because that order is superseded (and gives it back) before the new one consumes.
 *
 * Locks every coupon of the lines in id order, the order consumeCouponsForOrder locks them in, so two
 * payers sharing coupons queue instead of deadlocking.
 */
export async function voucherCreditFor(
  tx: DbOrTx,
  basketId: string,
  itemIds: readonly string[],
  pendingOrderId: string | null,
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const lines = sql.join(
    itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const locked = await queryRows<{ id: string; discount_type: string; credit: number | null }>(
    tx,
    sql`select id, discount_type, remaining_credit_minor as credit from coupons
      where id::text in (select coupon_id from basket_items where basket_id = ${basketId}::uuid and id in (${lines}))
      order by id
      for update`,
  );
  const vouchers = locked.filter((c) => c.discount_type === 'Voucher');
  if (vouchers.length === 0) return 0;

  const prices = await queryRows<{ coupon_id: string; price: number }>(
    tx,
    sql`select coupon_id, sum(price_minor)::int as price from basket_items
      where basket_id = ${basketId}::uuid and id in (${lines}) and coupon_id is not null
      group by coupon_id`,
  );
  const held = pendingOrderId
    ? await queryRows<{ coupon_id: string; credit: number }>(
        tx,
        sql`select coupon_id, sum(case when action = 'RELEASE' then -credit_minor else credit_minor end)::int as credit
          from coupon_audit where order_id = ${pendingOrderId}::uuid group by coupon_id`,
      )
    : [];

  let total = 0;
  for (const voucher of vouchers) {
    const price = prices.find((p) => p.coupon_id === voucher.id)?.price ?? 0;
    const available =
      (voucher.credit ?? 0) + Math.max(0, held.find((h) => h.coupon_id === voucher.id)?.credit ?? 0);
    total += Math.max(0, Math.min(available, price));
  }
  return total;
}
