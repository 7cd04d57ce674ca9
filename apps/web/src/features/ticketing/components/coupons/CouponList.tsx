import { Checkbox, Stack, Text } from '@mantine/core';
import type { Coupon } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { discountLabel } from './discount-label';

interface CouponListProps {
  coupons: Coupon[];
  /** Coupons shown as selected (the active one, or the ones the basket's lines carry). */
  selected: ReadonlySet<string>;
  busy: boolean;
  canToggle: (coupon: Coupon) => boolean;
  onToggle: (coupon: Coupon) => void;
}

/** Spec 2 §2 coupon list: each coupon with its discount, selectable per the toggle rules of §4. */
export function CouponList({ coupons, selected, busy, canToggle, onToggle }: CouponListProps) {
  const { t, i18n } = useTranslation();
  if (coupons.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="coupon-list">
      {coupons.map((coupon) => {
        const checked = selected.has(coupon.Id);
        const label = discountLabel(coupon, t, i18n.language);
        return (
          <li key={coupon.Id}>
            <Checkbox
              checked={checked}
              disabled={busy || !canToggle(coupon)}
              onChange={() => onToggle(coupon)}
              label={`${coupon.CouponName} (${label})`}
              description={coupon.CouponDescription ?? (coupon.IsBatch ? t('COUPON.BATCH_HINT') : undefined)}
            />
            {coupon.MinimumTicketsPerUser !== null && coupon.MinimumTicketsPerUser > 1 && (
              <Text size="xs" c="dimmed" ml={32}>
                {t('COUPON.MINIMUM_HINT', { count: coupon.MinimumTicketsPerUser })}
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
