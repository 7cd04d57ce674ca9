import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  findCouponEventLimit,
  giveBackCouponEventUses,
  giveBackCouponUses,
  insertCouponAudit,
  listCouponLineGroups,
  listOrderCouponUses,
  lockCouponForConsumption,
  takeCouponEventUses,
  takeCouponUses,
  takeVoucherCredit,
} from './coupon-uses.repository';

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
  const groups = await listCouponLineGroups(tx, basket.id, basket.itemIds);
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
    const coupon = await lockCouponForConsumption(tx, couponId);
    if (!coupon) throw new AppError('COUPON.APPLICATION_FAILED', 'A coupon of the basket no longer exists.');
    if (coupon.disabled)
      throw new AppError('COUPON.DISABLED', 'A coupon of the basket has been switched off.');
    if (coupon.discount_type === 'Voucher' && basket.vouchers === false) continue;

    let creditMinor = 0;
    if (coupon.discount_type === 'Voucher') {
      const credit = coupon.remaining_credit_minor ?? 0;
      if (credit <= 0) throw new AppError('COUPON.NO_CREDIT', 'The voucher has no credit left.');
      creditMinor = Math.min(credit, use.price);
      await takeVoucherCredit(tx, couponId, creditMinor);
      result.voucherCreditMinor += creditMinor;
    } else {
      const taken = await takeCouponUses(tx, couponId, use.count);
      if (!taken) throw new AppError('COUPON.EXHAUSTED', 'This promo code has been used up in the meantime.');
      // The coupon's row lock (above) serializes every writer of its per-event counts.
      for (const event of use.events) {
        const limit = await findCouponEventLimit(tx, couponId, event.id);
        if (!limit || limit.remaining_count === null) continue;
        if (limit.remaining_count < event.count)
          throw new AppError('COUPON.EXHAUSTED', 'This promo code has been used up for this event.');
        await takeCouponEventUses(tx, couponId, event.id, event.count);
      }
    }
    // One audit row per event, so a failed order gives back exactly what each event's count lost.
    for (const [index, event] of use.events.entries()) {
      const credit = index === 0 ? creditMinor : 0;
      await insertCouponAudit(tx, {
        action: coupon.discount_type === 'Voucher' ? 'CREDIT' : 'CONSUME',
        couponId,
        basketId: basket.id,
        orderId,
        eventId: event.id,
        count: event.count,
        creditMinor: credit,
      });
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
  const uses = await listOrderCouponUses(tx, orderId);
  for (const use of uses) {
    if (use.count <= 0 && use.credit <= 0) continue;
    await giveBackCouponUses(tx, use.coupon_id, use.count, use.credit);
    if (use.event_id) await giveBackCouponEventUses(tx, use.coupon_id, use.event_id, use.count);
    await insertCouponAudit(tx, {
      action: 'RELEASE',
      couponId: use.coupon_id,
      basketId: use.basket_id,
      orderId,
      eventId: use.event_id,
      count: use.count,
      creditMinor: use.credit,
    });
  }
}
