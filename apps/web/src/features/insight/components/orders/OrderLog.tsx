import { List, Text, Title } from '@mantine/core';
import type { OrderDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/routing/hooks';

/** Mail log and audit trail, oldest first; action codes translated, unknown ones shown as they are. */
export function OrderLog({ log, timeZone }: { log: OrderDetail['Log']; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
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
            const details = Object.entries(entry.Detail)
              .filter(([, value]) => value !== null && value !== '')
              .map(([key, value]) => `${key}: ${value}`)
              .join(', ');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id; the list is append-only, never reordered
              <List.Item key={`${entry.At}-${index}`}>
                <Text span c="dimmed" size="xs">
                  {formatEventDate(entry.At, language, timeZone)}
                </Text>{' '}
                <strong>{t(`INSIGHT.ACTIONS.${entry.Action}`, { defaultValue: entry.Action })}</strong>
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
