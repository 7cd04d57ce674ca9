import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { formatEventDate } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/routing/hooks';
import { hrefTo } from '../../../../lib/routing/routes';
import { useEventStatistics } from '../../api/get-event-statistics';
import { insightErrorMessage } from '../../model/error-codes';
import { useRange } from '../../model/use-range';
import { DateRangeFilter } from '../DateRangeFilter';
import { ShareCodesDialog } from './ShareCodesDialog';
import { StatisticsBody } from './StatisticsBody';

/** organizer: everything; viewer (StatisticsViewer): reads, writes nothing; shared: a share link's figures only. */
export type StatisticsMode = 'organizer' | 'viewer' | 'shared';

interface EventStatisticsProps {
  eventId: string;
  code: string | null;
  mode: StatisticsMode;
}

export function EventStatistics({ eventId, code, mode }: EventStatisticsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { preset, range, queried, change } = useRange('all');
  const statistics = useEventStatistics(eventId, queried, code);
  const [sharing, setSharing] = useState(false);
  const data = statistics.data;
  useDocumentTitle(
    data ? t('INSIGHT.STATISTICS.PAGE_TITLE', { name: data.EventName }) : t('INSIGHT.STATISTICS.TITLE'),
  );

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="lg" data-testid="statistics-page" data-mode={mode}>
        <Group justify="space-between" align="baseline" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('INSIGHT.STATISTICS.TITLE')}
            </Title>
            {data && (
              <Text c="dimmed" size="sm" data-testid="statistics-event">
                {data.EventName}
              </Text>
            )}
          </div>
          {mode !== 'shared' && (
            <Group gap="sm">
              {mode === 'organizer' && (
                <Button variant="light" onClick={() => setSharing(true)} data-testid="open-share-codes">
                  {t('INSIGHT.SHARE.OPEN')}
                </Button>
              )}
              <Anchor
                component={Link}
                to={hrefTo('event-orders', language, { id: eventId })}
                data-testid="to-orders"
              >
                {t('INSIGHT.ORDERS.TITLE')}
              </Anchor>
              <Anchor component={Link} to={hrefTo('dashboard.events', language)}>
                {t('INSIGHT.BACK_TO_EVENTS')}
              </Anchor>
            </Group>
          )}
        </Group>
        {mode === 'shared' && <Alert color="blue">{t('INSIGHT.STATISTICS.SHARED_NOTE')}</Alert>}
        <DateRangeFilter preset={preset} range={range} onChange={change} />
        {statistics.isPending ? (
          <PageLoading />
        ) : statistics.isError ? (
          <Alert color="red" role="alert" data-testid="statistics-error">
            {insightErrorMessage(t, statistics.error)}
          </Alert>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              {t('INSIGHT.STATISTICS.GENERATED', {
                date: formatEventDate(statistics.data.GeneratedAt, language, statistics.data.TimeZone),
                zone: statistics.data.TimeZone,
              })}
            </Text>
            <StatisticsBody
              statistics={statistics.data}
              eventId={eventId}
              showCommissions={mode !== 'shared'}
            />
          </>
        )}
      </Stack>
      {mode === 'organizer' && (
        <ShareCodesDialog eventId={eventId} opened={sharing} onClose={() => setSharing(false)} />
      )}
    </Container>
  );
}
