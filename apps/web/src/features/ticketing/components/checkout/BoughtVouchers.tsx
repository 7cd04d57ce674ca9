import { Card, Stack, Text, Title } from '@mantine/core';
import type { BoughtVoucher } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../../lib/api/client';
import { ticketingKeys } from '../../api/keys';
import { formatMoney } from '../../model/money';

/**
 * The gift vouchers the paid order bought, with their codes (issue 8); the same codes are in the
 * confirmation mail. Nothing when the basket bought none (or the order is not paid yet: no code).
 */
export function BoughtVouchers({ guid, vs }: { guid: string; vs: string }) {
  const { t, i18n } = useTranslation();
  const vouchers = useQuery({
    queryKey: [...ticketingKeys.all, 'bought-vouchers', guid, vs],
    // The basket guid and the order number together are the key to a voucher code (issue 16).
    queryFn: ({ signal }) =>
      apiRequest<{ Vouchers: BoughtVoucher[] }>(
        `/ticketing/basket/${encodeURIComponent(guid)}/boughtVouchers`,
        { query: { vs }, signal },
      ),
    retry: false,
  }).data?.Vouchers.filter((v) => v.Code !== null);
  if (!vouchers?.length) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Card withBorder padding="sm" radius="md" data-testid="bought-vouchers">
      <Stack gap={4}>
        <Title order={2} size="h5">
          {t('PAYMENT_RESULT.GIFT_VOUCHERS.TITLE')}
        </Title>
        {vouchers.map((v) => (
          <Text key={v.Code} size="sm">
            {t('PAYMENT_RESULT.GIFT_VOUCHERS.LINE', {
              name: v.Name,
              code: v.Code,
              credit: formatMoney(v.Value, v.Currency, i18n.language),
              till: v.ValidTill ? date.format(new Date(v.ValidTill)) : '',
            })}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
