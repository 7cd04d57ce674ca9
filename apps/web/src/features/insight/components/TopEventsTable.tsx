import { Anchor } from '@mantine/core';
import type { ProfileOverview } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { DataTable } from './DataTable';

type TopEvent = ProfileOverview['TopEvents'][number];

// Not listings/format.ts's formatDay: importing it here split it out of the home page's chunk into a shared
// one, and the public first load paid for the extra request (issue 18 bundle check).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function formatStart(iso: string, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    dayFormats.set(language, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** The best-selling events of the period, each linking to its own statistics. */
export function TopEventsTable({ events }: { events: TopEvent[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DataTable<TopEvent>
      caption={t('INSIGHT.OVERVIEW.TOP_EVENTS')}
      testId="top-events"
      rows={events}
      rowKey={(row) => `${row.EventId}-${row.Currency}`}
      columns={[
        {
          key: 'name',
          header: t('INSIGHT.OVERVIEW.EVENT'),
          cell: (row) => (
            <Anchor component={Link} to={hrefTo('event-statistics', language, { id: row.EventId })}>
              {row.Name}
            </Anchor>
          ),
        },
        {
          key: 'date',
          header: t('INSIGHT.OVERVIEW.DATE'),
          cell: (row) => (row.StartDate ? formatStart(row.StartDate, language) : '—'),
        },
        { key: 'tickets', header: t('INSIGHT.SALES.TICKETS'), cell: (row) => row.Tickets, numeric: true },
        {
          key: 'gross',
          header: t('INSIGHT.TOTALS.GROSS'),
          cell: (row) => formatMoney(row.Gross, row.Currency, language),
          numeric: true,
        },
      ]}
    />
  );
}
