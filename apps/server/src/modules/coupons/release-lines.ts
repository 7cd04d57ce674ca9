import type { DbOrTx } from '../../db/client';
import {
  giveBackCouponEventUses,
  giveBackCouponUses,
  insertCouponAudit,
  listOrderCouponUses,
} from './coupon-uses.repository';

/** A cancelled order line: the coupon it was bought with (if any) and its event. */
export interface CancelledLine {
  couponId: string | null;
  eventId: string;
}

/**
 * Gives back what the organizer's cancellation of some lines of a paid or reserved order frees (issue 18):
 * one use per cancelled line of a counting coupon (and of its per-event count), and `creditMinor` of voucher
 * credit, spread over the order's vouchers in coupon id order, never more than each still holds. Net of the
 * order's earlier releases, each audited as RELEASE like releaseCouponsForOrder, so the two never give back
 * the same use twice. Runs in the caller's transaction (the order is locked). Returns the credit given back.
 */
export async function releaseCouponsForLines(
  tx: DbOrTx,
  orderId: string,
  lines: readonly CancelledLine[],
  creditMinor: number,
): Promise<number> {
  const perGroup = new Map<string, number>();
  for (const line of lines) {
    if (!line.couponId) continue;
    const key = `${line.couponId}|${line.eventId}`;
    perGroup.set(key, (perGroup.get(key) ?? 0) + 1);
  }
  let creditLeft = Math.max(0, creditMinor);
  let returned = 0;
  // In coupon id order (listOrderCouponUses sorts so): two cancellations sharing coupons never deadlock.
  for (const use of await listOrderCouponUses(tx, orderId)) {
    const count = Math.min(Math.max(0, use.count), perGroup.get(`${use.coupon_id}|${use.event_id}`) ?? 0);
    const credit = Math.min(Math.max(0, use.credit), creditLeft);
    if (count === 0 && credit === 0) continue;
    creditLeft -= credit;
    returned += credit;
    await giveBackCouponUses(tx, use.coupon_id, count, credit);
    if (use.event_id && count > 0) await giveBackCouponEventUses(tx, use.coupon_id, use.event_id, count);
    await insertCouponAudit(tx, {
      action: 'RELEASE',
      couponId: use.coupon_id,
      basketId: use.basket_id,
      orderId,
      eventId: use.event_id,
      count,
      creditMinor: credit,
    });
  }
  return returned;
}
