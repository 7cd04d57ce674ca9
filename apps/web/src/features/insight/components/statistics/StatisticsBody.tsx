import { SimpleGrid, Stack } from '@mantine/core';
import type { EventStatistics } from '@marquee/contract';
import { useMemo } from 'react';
import { fillSalesBuckets } from '../../model/sales-series';
import { Breakdowns } from './Breakdowns';
import { CheckInsCard } from './CheckInsCard';
import { CommissionsCard } from './CommissionsCard';
import { SalesChart } from './SalesChart';
import { SectorTable } from './SectorTable';
import { TotalsCards } from './TotalsCards';

interface StatisticsBodyProps {
  statistics: EventStatistics;
  eventId: string;
  /** Commissions are the organizer's (claim holders'); a share-code viewer sees the statistics alone. */
  showCommissions: boolean;
}

/** The figures of one event: totals, sales over time, sectors, check-ins, breakdowns, commissions. */
export function StatisticsBody({ statistics, eventId, showCommissions }: StatisticsBodyProps) {
  const points = useMemo(
    () => fillSalesBuckets(statistics.SalesOverTime, statistics.Bucket),
    [statistics.SalesOverTime, statistics.Bucket],
  );
  const currencies = useMemo(
    () => [...new Set(statistics.SalesOverTime.map((bucket) => bucket.Currency))].sort(),
    [statistics.SalesOverTime],
  );
  return (
    <Stack gap="xl" data-testid="statistics-body">
      <TotalsCards totals={statistics.Totals} />
      <SalesChart points={points} currencies={currencies} />
      <SectorTable sectors={statistics.Sectors} />
      {(statistics.CheckIns || showCommissions) && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {statistics.CheckIns && <CheckInsCard checkIns={statistics.CheckIns} />}
          {showCommissions && <CommissionsCard eventId={eventId} />}
        </SimpleGrid>
      )}
      <Breakdowns statistics={statistics} />
    </Stack>
  );
}
