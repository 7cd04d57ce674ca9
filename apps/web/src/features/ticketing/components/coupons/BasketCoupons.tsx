import { Stack, Text } from '@mantine/core';
import type { Basket } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session/session-store';
import { myCouponsQuery } from '../../api/get-my-coupons';
import { CouponList } from './CouponList';
import { appliedCouponIds, canToggle, uniqueCoupons } from './coupon-rules';
import { useEventCoupons } from './coupon-store';
import { useCouponActions } from './use-coupon-actions';

/**
 * Stage3's coupons of one event of the basket (spec 2 §2 "basket with countdown and batch coupons"): the
 * coupons entered by code and the buyer's own, checked when the basket's lines carry them; toggling
 * applies or removes them (batch coupons only when the toggle rule allows).
 */
export function BasketCoupons({ basket, eventId }: { basket: Basket; eventId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mine = useQuery(myCouponsQuery(eventId, user !== null));
  const { found } = useEventCoupons(eventId);
  const actions = useCouponActions(eventId);
  const coupons = uniqueCoupons(found, mine.data ?? []);
  if (coupons.length === 0) return null;
  const applied = appliedCouponIds(basket);
  return (
    <Stack gap={4} data-testid="basket-coupons">
      <Text size="sm" fw={600}>
        {t('COUPON.BASKET_TITLE')}
      </Text>
      <CouponList
        coupons={coupons}
        selected={applied}
        busy={actions.busy}
        canToggle={(coupon) => canToggle(coupon, basket, applied.has(coupon.Id))}
        onToggle={(coupon) => void actions.toggle(coupon, basket)}
      />
    </Stack>
  );
}
