import { Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { BasketItem } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session/session-store';
import { myCouponsQuery } from '../../api/get-my-coupons';
import { useEventCoupons } from './coupon-store';

/**
 * A basket line's price (spec 2 §2): the original price struck through when a discount applies, then the
 * charged price, with a tooltip (and, for screen readers, text) naming the coupon.
 */
export function DiscountedPrice({ item, money }: { item: BasketItem; money: (value: number) => string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mine = useQuery(myCouponsQuery(item.EventId, user !== null && item.CouponId !== null));
  const { found } = useEventCoupons(item.EventId);
  const discounted = item.OriginalPrice !== item.Price;
  const couponName = item.CouponId
    ? ([...found, ...(mine.data ?? [])].find((c) => c.Id === item.CouponId)?.CouponName ?? null)
    : null;
  const label = couponName
    ? t('COUPON.LINE_TOOLTIP', { name: couponName })
    : t('COUPON.LINE_TOOLTIP_UNNAMED');

  const price = (
    <Text size="sm" fw={600} data-testid="line-price">
      {money(item.Price)}
    </Text>
  );
  return (
    <Group gap={6} wrap="nowrap">
      {discounted && (
        <Text size="sm" c="dimmed" td="line-through" data-testid="line-original-price">
          <VisuallyHidden>{t('TICKETING.BASKET.ORIGINAL_PRICE')} </VisuallyHidden>
          {money(item.OriginalPrice)}
        </Text>
      )}
      {item.CouponId ? (
        <Tooltip label={label} withArrow>
          <Group gap={4} wrap="nowrap" tabIndex={0} data-testid="line-coupon">
            {price}
            <VisuallyHidden>{label}</VisuallyHidden>
          </Group>
        </Tooltip>
      ) : (
        price
      )}
    </Group>
  );
}
