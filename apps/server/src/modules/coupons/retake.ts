import type { DbOrTx } from '../../db/client';
import {
  findCouponEventLimit,
  insertCouponAudit,
  listReleasedCouponUses,
  lockEnabledCoupon,
  retakeVoucherCredit,
  takeCouponEventUses,
  takeCouponUses,
} from './coupon-uses.repository';

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
  const released = await listReleasedCouponUses(tx, orderId);
  // Coupons in id order, like the first consumption: concurrent payers queue instead of deadlocking.
  for (const use of released) {
    if (use.net_count > 0 || use.net_credit > 0) continue;
    const count = use.count ?? 0;
    const credit = use.credit ?? 0;
    if (count <= 0 && credit <= 0) continue;
    const coupon = await lockEnabledCoupon(tx, use.coupon_id);
    if (!coupon) throw new CouponLost();
    const voucher = coupon.discount_type === 'Voucher';
    const taken = voucher
      ? await retakeVoucherCredit(tx, use.coupon_id, credit)
      : await takeCouponUses(tx, use.coupon_id, count);
    if (!taken) throw new CouponLost();
    if (!voucher && use.event_id) {
      const limit = await findCouponEventLimit(tx, use.coupon_id, use.event_id);
      if (limit && limit.remaining_count !== null) {
        if (limit.remaining_count < count) throw new CouponLost();
        await takeCouponEventUses(tx, use.coupon_id, use.event_id, count);
      }
    }
    await insertCouponAudit(tx, {
      action: voucher ? 'CREDIT' : 'CONSUME',
      couponId: use.coupon_id,
      basketId: use.basket_id,
      orderId,
      eventId: use.event_id,
      count,
      creditMinor: credit,
    });
  }
}
