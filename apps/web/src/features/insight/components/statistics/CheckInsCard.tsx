import { Group, Paper, Progress, Text, Title } from '@mantine/core';
import type { EventStatistics } from '@marquee/contract';
import { useTranslation } from 'react-i18next';

/** How many of the sold entry tickets came in (only once the event has a door check-in). */
export function CheckInsCard({ checkIns }: { checkIns: NonNullable<EventStatistics['CheckIns']> }) {
  const { t } = useTranslation();
  const percent = checkIns.Sold > 0 ? Math.round((checkIns.CheckedIn / checkIns.Sold) * 100) : 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="checkins-title">
      <Title order={2} size="h4" id="checkins-title">
        {t('INSIGHT.CHECKINS.TITLE')}
      </Title>
      <Group justify="space-between" mt="xs">
        <Text data-testid="checkins-text">
          {t('INSIGHT.CHECKINS.TEXT', { checkedIn: checkIns.CheckedIn, sold: checkIns.Sold })}
        </Text>
        <Text c="dimmed" size="sm">
          {t('INSIGHT.CHECKINS.INSIDE', { count: checkIns.InsideNow })}
        </Text>
      </Group>
      <Progress value={percent} mt="xs" aria-label={t('INSIGHT.CHECKINS.TITLE')} />
    </Paper>
  );
}
