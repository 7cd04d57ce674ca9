import type { Coupon, CouponState } from '@marquee/contract';

/**
 * The table's status column: the server's State (computed in UTC at answer time) as a badge, white on a
 * dark shade — the light variants stay under axe's 4.5:1 contrast.
 */
export const STATUS_OF_STATE: Record<CouponState, { key: string; color: string }> = {
  AVAILABLE: { key: 'COUPONS_ADMIN.STATUS.ACTIVE', color: 'teal.9' },
  DISABLED: { key: 'COUPONS_ADMIN.STATUS.DISABLED', color: 'gray.7' },
  EXPIRED: { key: 'COUPONS_ADMIN.STATUS.EXPIRED', color: 'gray.9' },
  NOT_YET_VALID: { key: 'COUPONS_ADMIN.STATUS.SCHEDULED', color: 'blue.9' },
  EXHAUSTED: { key: 'COUPONS_ADMIN.STATUS.USED_UP', color: 'red.9' },
  NO_CREDIT: { key: 'COUPONS_ADMIN.STATUS.NO_CREDIT', color: 'red.9' },
};

/** "37 / 100", "∞" when unlimited; a voucher shows its credit left instead (formatted by the caller). */
export function remainingOf(coupon: Pick<Coupon, 'RemainingCount' | 'TotalCount'>): string {
  if (coupon.TotalCount === null) return '∞';
  return `${coupon.RemainingCount ?? coupon.TotalCount} / ${coupon.TotalCount}`;
}

/** Text filter over name, code and description; accents and case ignored ("zlava" finds "Zľava"). */
export function matchesText(
  coupon: Pick<Coupon, 'CouponName' | 'Code' | 'CouponDescription'>,
  query: string,
) {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(query.trim());
  if (!needle) return true;
  return [coupon.CouponName, coupon.Code ?? '', coupon.CouponDescription ?? ''].some((field) =>
    fold(field).includes(needle),
  );
}

/** Table pages: large bulk batches would otherwise render thousands of rows at once. */
export const TABLE_PAGE_SIZE = 50;
