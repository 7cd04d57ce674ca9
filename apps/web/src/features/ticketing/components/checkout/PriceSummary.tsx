import { Group, Loader, Stack, Text } from '@mantine/core';
import { showFee } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../model/money';

interface PriceSummaryProps {
  /** The basket's price. */
  price: number;
  /** Voucher credit taken off the basket's price (0 when none). */
  voucher?: number;
  /** Gift vouchers bought with the tickets (0 when none). */
  gifts?: number;
  fee: number;
  total: number;
  currency: string;
  feeLoading: boolean;
}

/** Spec 2 §9: basket price, the gate's fee (only when above 0) and the total, to 2 decimals. */
export function PriceSummary({
  price,
  voucher = 0,
  gifts = 0,
  fee,
  total,
  currency,
  feeLoading,
}: PriceSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  return (
    <Stack gap={4} data-testid="checkout-summary" aria-busy={feeLoading}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('CHECKOUT.SUMMARY.PRICE')}</Text>
        <Text size="sm" data-testid="summary-price">
          {money(price)}
        </Text>
      </Group>
      {gifts > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('CHECKOUT.SUMMARY.GIFT_VOUCHERS')}</Text>
          <Text size="sm" data-testid="summary-gifts">
            {money(gifts)}
          </Text>
        </Group>
      )}
      {voucher > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('CHECKOUT.SUMMARY.VOUCHER')}</Text>
          <Text size="sm" data-testid="summary-voucher">
            −{money(voucher)}
          </Text>
        </Group>
      )}
      {(showFee(fee) || feeLoading) && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('CHECKOUT.SUMMARY.FEE')}</Text>
          {feeLoading ? (
            <Loader size="xs" aria-label={t('CHECKOUT.SUMMARY.FEE_LOADING')} data-testid="fee-loading" />
          ) : (
            <Text size="sm" data-testid="summary-fee">
              {money(fee)}
            </Text>
          )}
        </Group>
      )}
      {showFee(fee) && !feeLoading && (
        <Text size="xs" c="dimmed">
          {t('CHECKOUT.SUMMARY.FEE_NOT_REFUNDABLE')}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('CHECKOUT.SUMMARY.TOTAL')}</Text>
        <Text fw={700} data-testid="summary-total">
          {money(total)}
        </Text>
      </Group>
    </Stack>
  );
}
