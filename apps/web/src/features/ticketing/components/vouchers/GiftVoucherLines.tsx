import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basketVouchersQuery, giftVouchersKey, removeGiftVoucher } from '../../api/gift-vouchers';
import { formatMoney } from '../../model/money';

/** The gift vouchers in the basket, each with its price and a remove button; nothing when there are none. */
export function GiftVoucherLines({ guid }: { guid: string | null }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const lines = useQuery(basketVouchersQuery(guid)).data?.Vouchers ?? [];
  const [busy, setBusy] = useState(false);
  if (!guid || lines.length === 0) return null;

  const remove = async (voucherId: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(giftVouchersKey(guid), await removeGiftVoucher(guid, voucherId));
    } catch {
      // Already gone (another tab): the refresh shows what is left.
      await queryClient.invalidateQueries({ queryKey: giftVouchersKey(guid) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4} data-testid="gift-vouchers-in-basket">
      <Text size="sm" fw={600}>
        {t('TICKETING.GIFT_VOUCHERS.IN_BASKET')}
      </Text>
      {lines.map((line) => (
        <Group key={line.Id} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {line.Name} — {formatMoney(line.Price, line.Currency, i18n.language)}
          </Text>
          <CloseButton
            size="sm"
            disabled={busy}
            aria-label={t('TICKETING.GIFT_VOUCHERS.REMOVE', { name: line.Name })}
            onClick={() => void remove(line.Id)}
          />
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        {t('TICKETING.GIFT_VOUCHERS.HINT')}
      </Text>
    </Stack>
  );
}
