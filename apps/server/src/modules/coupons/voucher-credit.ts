import type { DbOrTx } from '../../db/client';
import { lockCouponsOfLines, sumLinePricesByCoupon, sumOrderCreditByCoupon } from './coupon-uses.repository';

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
  const locked = await lockCouponsOfLines(tx, basketId, itemIds);
  const vouchers = locked.filter((c) => c.discount_type === 'Voucher');
  if (vouchers.length === 0) return 0;

  const prices = await sumLinePricesByCoupon(tx, basketId, itemIds);
  const held = pendingOrderId ? await sumOrderCreditByCoupon(tx, pendingOrderId) : [];

  let total = 0;
  for (const voucher of vouchers) {
    const price = prices.find((p) => p.coupon_id === voucher.id)?.price ?? 0;
    const available =
      (voucher.credit ?? 0) + Math.max(0, held.find((h) => h.coupon_id === voucher.id)?.credit ?? 0);
    total += Math.max(0, Math.min(available, price));
  }
  return total;
}
