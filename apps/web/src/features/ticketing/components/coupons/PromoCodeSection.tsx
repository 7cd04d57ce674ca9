import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Basket, EventDetail } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session/session-store';
import { myCouponsQuery } from '../../api/get-my-coupons';
import { voucherTemplatesQuery } from '../../api/get-voucher-templates';
import { CouponList } from './CouponList';
import { appliedCouponIds, canToggle, uniqueCoupons } from './coupon-rules';
import { useEventCoupons } from './coupon-store';
import { useCouponActions } from './use-coupon-actions';

// The add-promo-code dialog (a modal) loads when a buyer opens it, not with stage1.
const AddPromoCodeDialog = lazy(() =>
  import('./AddPromoCodeDialog').then((module) => ({ default: module.AddPromoCodeDialog })),
);

/** Spec 2 §5 "Promo code": shown only without voucher templates, when enabled, in selling time, loaded. */
export function promoSectionVisible(
  event: Pick<EventDetail, 'ExtraSettings' | 'InSellingTime'>,
  loaded: { hasVoucherTemplates: boolean | undefined; couponsLoading: boolean },
): boolean {
  return (
    loaded.hasVoucherTemplates === false &&
    event.ExtraSettings?.ShowPromocodeSection === true &&
    event.InSellingTime &&
    !loaded.couponsLoading
  );
}

/**
 * Stage1's promo-code section: the event's coupons (those entered by code, and the signed-in buyer's own
 * and the public ones) to select, and the add-promo-code dialog.
 */
export function PromoCodeSection({ event, basket }: { event: EventDetail; basket: Basket | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const templates = useQuery(voucherTemplatesQuery(event.Id));
  const mine = useQuery(myCouponsQuery(event.Id, user !== null));
  const { found, activeId } = useEventCoupons(event.Id);
  const actions = useCouponActions(event.Id);
  const [adding, setAdding] = useState(false);

  const visible = promoSectionVisible(event, {
    hasVoucherTemplates: templates.data ? templates.data.length > 0 : undefined,
    couponsLoading: user !== null && mine.isLoading,
  });
  if (!visible) return null;

  const applied = appliedCouponIds(basket);
  const selected = new Set(applied);
  if (activeId) selected.add(activeId);
  const coupons = uniqueCoupons(found, mine.data ?? []);

  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-labelledby="promo-code-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id="promo-code-title">
            {t('COUPON.SECTION_TITLE')}
          </Title>
          <Button variant="light" size="xs" onClick={() => setAdding(true)} data-testid="add-promo-code">
            {t('COUPON.ADD')}
          </Button>
        </Group>
        {coupons.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('COUPON.SECTION_HINT')}
          </Text>
        )}
        <CouponList
          coupons={coupons}
          selected={selected}
          busy={actions.busy}
          canToggle={(coupon) => canToggle(coupon, basket, selected.has(coupon.Id))}
          onToggle={(coupon) => void actions.toggle(coupon, basket)}
        />
      </Stack>
      {adding && (
        <Suspense fallback={null}>
          <AddPromoCodeDialog
            opened
            busy={actions.busy}
            onClose={() => setAdding(false)}
            onSubmit={(code) => actions.lookup(code, basket)}
          />
        </Suspense>
      )}
    </Card>
  );
}
