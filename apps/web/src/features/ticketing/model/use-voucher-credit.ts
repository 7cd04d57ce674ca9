import { type Basket, fromMinor, toMinor, voucherPayment } from '@marquee/contract';
import { useQueries } from '@tanstack/react-query';
import { couponCreditQuery } from '../api/get-coupon-credit';

export interface VoucherUse {
  couponId: string;
  /** Credit left on the voucher before this purchase. */
  credit: number;
  /** What it pays of this basket: the lesser of its credit and its lines' price. */
  used: number;
}

/** The basket's unlocked lines grouped by the coupon they carry, with their price in minor units. */
function linesByCoupon(basket: Basket): Map<string, number> {
  const byCoupon = new Map<string, number>();
  for (const item of basket.Events.flatMap((e) => e.Items)) {
    if (!item.CouponId) continue;
    byCoupon.set(item.CouponId, (byCoupon.get(item.CouponId) ?? 0) + toMinor(item.Price));
  }
  return byCoupon;
}

/**
 * Spec 2 §3 RemainingCredit at checkout: each coupon the basket's lines carry is asked for its credit
 * (GET /coupon/{id}/remainingCredit; 0 for coupons that are not vouchers), and pays up to the price of its
 * lines — the same rule the server applies in the pay transaction, so the summary shows what is charged.
 */
export function useVoucherCredit(basket: Basket): { uses: VoucherUse[]; total: number; loading: boolean } {
  const byCoupon = linesByCoupon(basket);
  const ids = [...byCoupon.keys()];
  const credits = useQueries({ queries: ids.map((id) => ({ ...couponCreditQuery(id), retry: false })) });
  const uses: VoucherUse[] = [];
  let totalMinor = 0;
  ids.forEach((couponId, index) => {
    const credit = credits[index]?.data?.RemainingCredit ?? 0;
    if (credit <= 0) return;
    const { creditUsedMinor } = voucherPayment(byCoupon.get(couponId) ?? 0, toMinor(credit));
    totalMinor += creditUsedMinor;
    uses.push({ couponId, credit, used: fromMinor(creditUsedMinor) });
  });
  return { uses, total: fromMinor(totalMinor), loading: credits.some((q) => q.isLoading) };
}
