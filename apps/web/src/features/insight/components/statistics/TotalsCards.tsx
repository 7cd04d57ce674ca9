import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CurrencyTotals } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';

/** Key figures per currency: an event may sell in more than one over its life, and they never add up. */
export function TotalsCards({ totals }: { totals: CurrencyTotals[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (totals.length === 0) return <Text c="dimmed">{t('INSIGHT.TOTALS.NONE')}</Text>;
  return (
    <Stack gap="md">
      {totals.map((total) => {
        const money = (amount: number) => formatMoney(amount, total.Currency, language);
        const cards = [
          { key: 'TICKETS', value: total.Tickets.toLocaleString(language) },
          { key: 'GROSS', value: money(total.Gross) },
          { key: 'NET', value: money(total.Net) },
          { key: 'REFUNDED', value: money(total.Refunded) },
          { key: 'FEES', value: money(total.PaymentFees) },
        ];
        return (
          <section key={total.Currency} aria-labelledby={`totals-${total.Currency}`}>
            <Title order={2} size="h4" id={`totals-${total.Currency}`} mb="xs">
              {t('INSIGHT.TOTALS.TITLE', { currency: total.Currency })}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid={`totals-${total.Currency}`}>
              {cards.map((card) => (
                <Paper key={card.key} withBorder p="sm" radius="md">
                  <Text size="xs" c="dimmed">
                    {t(`INSIGHT.TOTALS.${card.key}`)}
                  </Text>
                  <Text fw={700} size="lg" data-testid={`total-${card.key.toLowerCase()}`}>
                    {card.value}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            {(total.Reserved > 0 || total.CouponDiscounts !== 0 || total.Donations > 0) && (
              <Text size="sm" c="dimmed" mt="xs">
                {t('INSIGHT.TOTALS.MORE', {
                  reserved: money(total.Reserved),
                  discounts: money(total.CouponDiscounts),
                  donations: money(total.Donations),
                  merchandise: money(total.Merchandise),
                })}
              </Text>
            )}
          </section>
        );
      })}
    </Stack>
  );
}
