import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api/errors';
import { createBasket } from '../../api/create-basket';
import { voucherTemplatesQuery } from '../../api/get-voucher-templates';
import { addGiftVoucher, giftVouchersKey } from '../../api/gift-vouchers';
import { useStoredBasketGuid, writeStoredBasket } from '../../model/basket-storage';
import { formatMoney } from '../../model/money';
import { GiftVoucherLines } from './GiftVoucherLines';

/**
 * Stage1's "Gift vouchers" card (issue 8): the event's enabled voucher templates, each with its credit and
 * price and an Add button, and the vouchers already in the basket (GiftVoucherLines). A voucher is paid
 * with the tickets and its code arrives in the confirmation mail once paid.
 */
export function GiftVouchersCard({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const guid = useStoredBasketGuid();
  const templates = useQuery(voucherTemplatesQuery(eventId)).data ?? [];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (templates.length === 0) return null;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);

  const run = async (action: (guid: string) => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      let target = guid;
      if (!target) {
        target = (await createBasket()).guid;
        writeStoredBasket({ guid: target, issuedAt: Date.now() });
      }
      queryClient.setQueryData(giftVouchersKey(target), await action(target));
    } catch (e) {
      const code = isApiRequestError(e) ? e.Code : null;
      setError(
        code === 'ADD_ERROR.CURRENCY'
          ? t('ADD_ERROR.CURRENCY')
          : code === 'CONFLICT'
            ? t('TICKETING.GIFT_VOUCHERS.LIMIT')
            : t('TICKETING.GIFT_VOUCHERS.FAILED'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="sm" radius="md" data-testid="gift-vouchers">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('TICKETING.GIFT_VOUCHERS.TITLE')}
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {templates.map((template) => (
            <Group component="li" key={template.Id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{template.Name}</Text>
                {template.Description && (
                  <Text size="sm" c="dimmed">
                    {template.Description}
                  </Text>
                )}
                <Text size="sm">
                  {t('TICKETING.GIFT_VOUCHERS.CREDIT_PRICE', {
                    credit: money(template.Value, template.Currency),
                    price: money(template.Price, template.Currency),
                  })}
                </Text>
              </Stack>
              <Button
                variant="light"
                loading={busy}
                onClick={() => void run((g) => addGiftVoucher(eventId, g, template.Id))}
                aria-label={t('TICKETING.GIFT_VOUCHERS.ADD_NAMED', { name: template.Name })}
              >
                {t('TICKETING.GIFT_VOUCHERS.ADD')}
              </Button>
            </Group>
          ))}
        </Stack>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <GiftVoucherLines guid={guid} />
      </Stack>
    </Card>
  );
}
