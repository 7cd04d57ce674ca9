import type { Basket, Coupon } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../../components/dialogs/DialogProvider';
import { applyCoupon } from '../../api/apply-coupon';
import { withReceivedAt } from '../../api/get-basket';
import { getCouponByCode } from '../../api/get-coupon-by-code';
import { ticketingKeys } from '../../api/keys';
import { couponMessageKey, isMinimumNotReached, minimumOf } from './coupon-errors';
import { appliedCouponIds, linesOf } from './coupon-rules';
import { addFoundCoupon, eventCoupons, setActiveCoupon, showMinimumNotReached } from './coupon-store';

/**
 * Selecting, deselecting and looking up coupons for one event (spec 2 §4 Coupons). Selecting makes the
 * coupon active (it goes with later adds and the prices query) and applies it to the basket's lines;
 * selecting the active one deselects it and takes it off them. Every change refreshes prices and counts.
 */
export function useCouponActions(eventId: string) {
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const report = useCallback(
    (error: unknown, coupons: Coupon[]) => {
      if (isMinimumNotReached(error)) return showMinimumNotReached({ coupons, minimum: minimumOf(error) });
      const key = couponMessageKey(error);
      dialogs.showInfo({
        type: 'warning',
        title: t('COUPON.TITLE'),
        message: t(key ?? 'COUPON.APPLICATION_FAILED'),
      });
    },
    [dialogs, t],
  );

  const store = useCallback(
    (basket: Basket) => queryClient.setQueryData(ticketingKeys.basket(basket.guid), withReceivedAt(basket)),
    [queryClient],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ticketingKeys.all }),
    [queryClient],
  );

  /** Applies `coupon` to the basket's free lines, first taking the previous active coupon off them. */
  const applyTo = useCallback(
    async (basket: Basket | null, coupon: Coupon, previous: string | null) => {
      const lines = linesOf(basket, eventId);
      if (!basket || lines.length === 0) return;
      if (previous && previous !== coupon.Id && lines.some((l) => l.CouponId === previous))
        store(await applyCoupon(basket.guid, previous, true));
      store(await applyCoupon(basket.guid, coupon.Id));
    },
    [eventId, store],
  );

  /** Toggles the coupon; `false` when the server refused it (the reason is shown). */
  const toggle = useCallback(
    async (coupon: Coupon, basket: Basket | null): Promise<boolean> => {
      const previous = eventCoupons(eventId).activeId;
      const applied = appliedCouponIds(basket).has(coupon.Id);
      setBusy(true);
      try {
        if (previous === coupon.Id || applied) {
          setActiveCoupon(eventId, null);
          if (basket && applied) store(await applyCoupon(basket.guid, coupon.Id, true));
        } else {
          setActiveCoupon(eventId, coupon.Id);
          await applyTo(basket, coupon, previous);
        }
        return true;
      } catch (error) {
        setActiveCoupon(eventId, previous);
        report(error, [coupon]);
        return false;
      } finally {
        setBusy(false);
        void refresh();
      }
    },
    [eventId, applyTo, store, report, refresh],
  );

  /** The add-promo-code dialog's submit: `true` when the code was found (and selected when usable). */
  const lookup = useCallback(
    async (code: string, basket: Basket | null): Promise<boolean> => {
      const previous = eventCoupons(eventId).activeId;
      setBusy(true);
      let coupon: Coupon;
      try {
        coupon = await getCouponByCode(code, eventId);
      } catch (error) {
        setBusy(false);
        report(error, []);
        return false;
      }
      addFoundCoupon(eventId, coupon);
      try {
        if (eventCoupons(eventId).activeId === coupon.Id) await applyTo(basket, coupon, previous);
      } catch (error) {
        setActiveCoupon(eventId, previous);
        report(error, [coupon]);
      } finally {
        setBusy(false);
        void refresh();
      }
      return true;
    },
    [eventId, applyTo, report, refresh],
  );

  return { toggle, lookup, report, busy };
}
