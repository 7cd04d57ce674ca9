import { type Coupon, fromMinor, type RemainingCredit } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { presentCoupon } from './coupons.presenter';
import * as repo from './coupons.repository';

/** The buyer's side of coupons that is not about a basket: what they own and what a voucher has left. */
export function createBuyerCouponsService(db: Db) {
  return {
    /** The user's own coupons (season, owned, vouchers) followed by the event's public ones, each once. */
    async myCoupons(userId: string, eventId: string | undefined, now: Date): Promise<Coupon[]> {
      const owned = await repo.listOwnedCoupons(db, userId, eventId);
      const listed = eventId ? await repo.listPublicCoupons(db, eventId) : [];
      const seen = new Set(owned.map((c) => c.id));
      return [...owned, ...listed.filter((c) => !seen.has(c.id))].map((c) => presentCoupon(c, now));
    },

    /**
     * A voucher's credit left (0 for other coupons). `currentUserId` is asked for only when the voucher
     * has an owner. Throws NOT_FOUND, COUPON.OWNERSHIP_FAILED (and whatever `currentUserId` throws).
     */
    async remainingCredit(couponId: string, currentUserId: () => Promise<string>): Promise<RemainingCredit> {
      const coupon = await repo.findCoupon(db, couponId);
      if (!coupon) throw new AppError('NOT_FOUND', 'No such coupon.');
      if (coupon.ownerUserId && (await currentUserId()) !== coupon.ownerUserId)
        throw new AppError('COUPON.OWNERSHIP_FAILED', 'This voucher belongs to another account.');
      return {
        CouponId: coupon.id,
        RemainingCredit: fromMinor(coupon.remainingCreditMinor ?? 0),
        Currency: coupon.currency,
      };
    },
  };
}
