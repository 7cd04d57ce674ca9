import { type Basket, type Coupon, canToggleBatchCoupon } from '@marquee/contract';

/** The basket's unlocked lines of one event (what a coupon can be applied to or taken off). */
export function linesOf(basket: Basket | null, eventId: string) {
  if (!basket) return [];
  return basket.Events.filter((e) => e.EventId === eventId)
    .flatMap((e) => e.Items)
    .filter((item) => !item.Locked && !item.IsMerchandise);
}

/**
 * Spec 2 §4: whether a coupon can be selected now. A batch coupon needs non-discounted tickets of every
 * one of its events in the basket; any other needs uses left; a voucher needs credit. An applied coupon
 * can always be taken off again.
 */
export function canToggle(coupon: Coupon, basket: Basket | null, applied: boolean): boolean {
  if (applied) return true;
  if (coupon.IsBatch) {
    const items = (basket?.Events ?? []).flatMap((e) =>
      e.Items.map((item) => ({ eventId: e.EventId, couponId: item.CouponId })),
    );
    return canToggleBatchCoupon(coupon.Events, items);
  }
  if (coupon.CouponDiscount.DiscountType === 'Voucher') return (coupon.RemainingCredit ?? 0) !== 0;
  return coupon.RemainingCount === null || coupon.RemainingCount > 0;
}

/** The coupon ids the basket's lines carry. */
export function appliedCouponIds(basket: Basket | null): Set<string> {
  return new Set(
    (basket?.Events ?? []).flatMap((e) => e.Items.flatMap((item) => (item.CouponId ? [item.CouponId] : []))),
  );
}

/** Coupons listed once, the first occurrence winning (found by code first, then the buyer's own). */
export function uniqueCoupons(...lists: readonly (readonly Coupon[])[]): Coupon[] {
  const seen = new Set<string>();
  return lists.flat().filter((coupon) => !seen.has(coupon.Id) && seen.add(coupon.Id));
}
