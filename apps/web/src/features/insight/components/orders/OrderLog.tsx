import { List, Text, Title } from '@mantine/core';
import type { OrderDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';
import { logActionLabel, logDetails } from '../../model/log-detail';

/**
 * Mail log and audit trail, oldest first; action codes translated (unknown ones shown as they are), each
 * with its detail as translated phrases (model/log-detail): gates by name, money in the order's currency.
 */
export function OrderLog({
  log,
  timeZone,
  currency,
}: {
  log: OrderDetail['Log'];
  timeZone: string | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, currency, language);
  return (
    <section aria-labelledby="order-log-title">
      <Title order={3} size="h5" id="order-log-title" mb="xs">
        {t('INSIGHT.DETAIL.LOG')}
      </Title>
      {log.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('INSIGHT.DETAIL.LOG_EMPTY')}
        </Text>
      ) : (
        <List size="sm" spacing={4} data-testid="order-log">
          {log.map((entry, index) => {
            const details = logDetails(t, entry, money).join(', ');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id; the list is append-only, never reordered
              <List.Item key={`${entry.At}-${index}`}>
                <Text span c="dimmed" size="xs">
                  {formatEventDate(entry.At, language, timeZone)}
                </Text>{' '}
                <strong>{logActionLabel(t, entry)}</strong>
                {entry.By ? ` · ${entry.By}` : ''}
                {details ? ` (${details})` : ''}
              </List.Item>
            );
          })}
        </List>
      )}
    </section>
  );
}
