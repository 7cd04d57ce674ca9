import { Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Basket } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api/errors';
import { applyCoupon } from '../../api/apply-coupon';
import { withReceivedAt } from '../../api/get-basket';
import { getCouponByCode } from '../../api/get-coupon-by-code';
import { ticketingKeys } from '../../api/keys';
import { formatMoney } from '../../model/money';
import type { VoucherUse } from '../../model/use-voucher-credit';
import { couponMessageKey } from '../coupons/coupon-errors';

interface VoucherSectionProps {
  eventId: string;
  basket: Basket;
  uses: VoucherUse[];
  disabled: boolean;
}

/**
 * Stage4 "pay with a voucher": the buyer enters a voucher's code, sees its credit left, and the credit is
 * taken off the total (the server takes it in the pay transaction). Applied vouchers can be taken off.
 */
export function VoucherSection({ eventId, basket, uses, disabled }: VoucherSectionProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (value: number) => formatMoney(value, basket.Currency ?? 'EUR', i18n.language);

  const update = async (next: Basket) => {
    queryClient.setQueryData(ticketingKeys.basket(next.guid), withReceivedAt(next));
    await queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
  };

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      const coupon = await getCouponByCode(code, eventId);
      if (coupon.CouponDiscount.DiscountType !== 'Voucher') {
        setError(t('CHECKOUT.VOUCHER.NOT_A_VOUCHER'));
        return;
      }
      if ((coupon.RemainingCredit ?? 0) <= 0) {
        setError(t('COUPON.NO_CREDIT'));
        return;
      }
      await update(await applyCoupon(basket.guid, coupon.Id));
      setCode('');
    } catch (failure) {
      const key = couponMessageKey(failure);
      setError(
        key
          ? t(key)
          : isApiRequestError(failure)
            ? t('COUPON.APPLICATION_FAILED')
            : t('DEFAULT_ERROR.MESSAGE'),
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async (couponId: string) => {
    setBusy(true);
    try {
      await update(await applyCoupon(basket.guid, couponId, true));
    } catch {
      setError(t('COUPON.APPLICATION_FAILED'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="voucher-section">
      <Title order={3} size="h5">
        {t('CHECKOUT.VOUCHER.TITLE')}
      </Title>
      {uses.map((use) => (
        <Group key={use.couponId} justify="space-between" wrap="nowrap" data-testid="voucher-applied">
          <Text size="sm">
            {t('CHECKOUT.VOUCHER.APPLIED', { credit: money(use.credit), used: money(use.used) })}
          </Text>
          <CloseButton
            size="sm"
            disabled={busy || disabled}
            onClick={() => void remove(use.couponId)}
            aria-label={t('CHECKOUT.VOUCHER.REMOVE')}
          />
        </Group>
      ))}
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <TextInput
          label={t('CHECKOUT.VOUCHER.CODE')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          style={{ flex: 1 }}
          onKeyDown={(event) => {
            // Enter applies the voucher instead of submitting the whole payment form.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (code.trim() && !busy) void apply();
            }
          }}
        />
        <Button
          variant="light"
          mt={25}
          onClick={() => void apply()}
          disabled={code.trim() === '' || disabled}
          loading={busy}
          data-testid="voucher-apply"
        >
          {t('CHECKOUT.VOUCHER.APPLY')}
        </Button>
      </Group>
    </Stack>
  );
}
