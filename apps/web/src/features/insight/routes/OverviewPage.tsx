import '../../../components/workspace-styles';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../lib/session/session-store';
import { OrganizerGate } from '../../organizer';
import { useProfileOverview } from '../api/get-profile-overview';
import { DateRangeFilter } from '../components/DateRangeFilter';
import { SalesChart } from '../components/statistics/SalesChart';
import { TotalsCards } from '../components/statistics/TotalsCards';
import { TopEventsTable } from '../components/TopEventsTable';
import { insightErrorMessage } from '../model/error-codes';
import { fillSalesBuckets } from '../model/sales-series';
import { useRange } from '../model/use-range';

/**
 * overview.stats (/:lang/overview/stats), issue 18: the active profile's events together — totals per
 * currency, sales over time (UTC days: the events may be in different zones), the best-selling events.
 * Every claim holder sees it, StatisticsViewer included (there is nothing to change here).
 */
export function OverviewPage() {
  return (
    <OrganizerGate>
      <Overview />
    </OrganizerGate>
  );
}

function Overview() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { preset, range, queried, change } = useRange('30d');
  const overview = useProfileOverview(profile?.Id ?? '', queried);
  useDocumentTitle(t('INSIGHT.OVERVIEW.TITLE'));
  const data = overview.data;
  const points = useMemo(() => (data ? fillSalesBuckets(data.SalesOverTime, 'day') : []), [data]);
  const currencies = useMemo(
    () => [...new Set((data?.SalesOverTime ?? []).map((bucket) => bucket.Currency))].sort(),
    [data],
  );

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="lg" data-testid="overview-page">
        <div>
          <Title order={1} size="h2">
            {t('INSIGHT.OVERVIEW.TITLE')}
          </Title>
          {profile && (
            <Text c="dimmed" size="sm">
              {profile.ProfileName}
            </Text>
          )}
        </div>
        <DateRangeFilter preset={preset} range={range} onChange={change} />
        {overview.isPending ? (
          <PageLoading />
        ) : overview.isError ? (
          <Alert color="red" role="alert">
            {insightErrorMessage(t, overview.error)}
          </Alert>
        ) : (
          <Stack gap="xl">
            <TotalsCards totals={overview.data.Totals} />
            <SalesChart points={points} currencies={currencies} />
            {overview.data.TopEvents.length > 0 ? (
              <TopEventsTable events={overview.data.TopEvents} />
            ) : (
              <Text c="dimmed">{t('INSIGHT.OVERVIEW.NO_EVENTS')}</Text>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
