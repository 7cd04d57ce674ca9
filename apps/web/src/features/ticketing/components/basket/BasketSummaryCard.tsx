import { Button, Card, CloseButton, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Basket, BasketItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../model/money';
import { BasketCoupons } from '../coupons/BasketCoupons';
import { DiscountedPrice } from '../coupons/DiscountedPrice';
import { GiftVoucherLines } from '../vouchers/GiftVoucherLines';

interface BasketSummaryCardProps {
  basket: Basket;
  busy: boolean;
  onRemove: (item: BasketItem) => void;
  onClear: () => void;
}

/**
 * Spec 2 §2 basket summary card: grouped by event; each line its sector, row and seat for seats, price and
 * the original price when a discount applies; then the total, the total discount and clear basket.
 */
export function BasketSummaryCard({ basket, busy, onRemove, onClear }: BasketSummaryCardProps) {
  const { t, i18n } = useTranslation();
  const currency = basket.Currency ?? '';
  const money = (value: number) => formatMoney(value, currency, i18n.language);

  return (
    <>
      <Card withBorder radius="md" padding="md" data-testid="basket-summary">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('TICKETING.BASKET.TITLE')}
          </Title>
          {basket.Events.map((event) => (
            <Stack key={event.EventId} gap={4}>
              <Text fw={600}>{event.EventName}</Text>
              <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                {event.Items.map((item) => {
                  const label = itemLabel(item, t);
                  return (
                    <Group component="li" key={item.Id} justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" style={{ minWidth: 0 }}>
                        {label}
                      </Text>
                      <Group gap={6} wrap="nowrap">
                        <DiscountedPrice item={item} money={money} />
                        {!item.Locked && (
                          <CloseButton
                            size="sm"
                            disabled={busy}
                            onClick={() => onRemove(item)}
                            aria-label={t('TICKETING.BASKET.REMOVE', { name: label })}
                          />
                        )}
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
            </Stack>
          ))}
          <GiftVoucherLines guid={basket.guid} />
          <Divider />
          {basket.TotalDiscount > 0 && (
            <Group justify="space-between">
              <Text size="sm">{t('TICKETING.BASKET.TOTAL_DISCOUNT')}</Text>
              <Text size="sm">−{money(basket.TotalDiscount)}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text fw={700}>{t('TICKETING.BASKET.TOTAL')}</Text>
            <Text fw={700} data-testid="basket-total">
              {money(basket.TotalPrice)}
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="subtle" color="red" size="xs" onClick={onClear} disabled={busy}>
              {t('TICKETING.BASKET.CLEAR')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {/* The coupons of each event, beside the summary (its list items are the basket's lines only). */}
      {basket.Events.map((event) => (
        <BasketCoupons key={event.EventId} basket={basket} eventId={event.EventId} />
      ))}
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** "Sector · Row 5 · Seat 12" for seats, "Sector" otherwise (merchandise shows its name). */
export function itemLabel(item: BasketItem, t: Translate): string {
  const parts = [item.SectorName];
  if (item.RowName) parts.push(t('TICKETING.BASKET.ROW', { name: item.RowName }));
  if (item.SeatName) parts.push(t('TICKETING.BASKET.SEAT', { name: item.SeatName }));
  return parts.join(' · ');
}
