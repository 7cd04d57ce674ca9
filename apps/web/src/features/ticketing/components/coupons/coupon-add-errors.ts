import type { useTranslation } from 'react-i18next';
import type { useDialogs } from '../../../../components/dialogs/DialogProvider';
import { couponMessageKey, isMinimumNotReached, minimumOf } from './coupon-errors';
import { eventCoupons, showMinimumNotReached } from './coupon-store';

/**
 * An add to the basket carrying the active coupon failed because of the coupon: the minimum-count dialog
 * or the coupon's own message. Returns false when the failure is not about the coupon.
 */
export function reportCouponAddError(
  error: unknown,
  eventId: string,
  dialogs: ReturnType<typeof useDialogs>,
  t: ReturnType<typeof useTranslation>['t'],
): boolean {
  const { found, activeId } = eventCoupons(eventId);
  if (isMinimumNotReached(error)) {
    showMinimumNotReached({ coupons: found.filter((c) => c.Id === activeId), minimum: minimumOf(error) });
    return true;
  }
  const key = couponMessageKey(error);
  if (!key) return false;
  dialogs.showInfo({ type: 'warning', title: t('COUPON.TITLE'), message: t(key) });
  return true;
}
