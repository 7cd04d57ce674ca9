import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';
import { formatBucketLabel, type SalesPoint } from '../../model/sales-series';
import { type Column, DataTable } from '../DataTable';

/** The chart's figures as a table: the screen-reader alternative, and the "show as table" view. */
export function SalesTable({ points, currencies }: { points: SalesPoint[]; currencies: string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<SalesPoint>[] = [
    { key: 'label', header: t('INSIGHT.SALES.WHEN'), cell: (p) => formatBucketLabel(p.label, language) },
    { key: 'orders', header: t('INSIGHT.SALES.ORDERS'), cell: (p) => p.orders, numeric: true },
    { key: 'tickets', header: t('INSIGHT.SALES.TICKETS'), cell: (p) => p.tickets, numeric: true },
    ...currencies.map((currency) => ({
      key: currency,
      header: t('INSIGHT.SALES.GROSS', { currency }),
      cell: (p: SalesPoint) => formatMoney(p.gross[currency] ?? 0, currency, language),
      numeric: true,
    })),
  ];
  return (
    <DataTable
      caption={t('INSIGHT.SALES.TABLE_CAPTION')}
      columns={columns}
      rows={points}
      rowKey={(p) => p.label}
      testId="sales-table"
      minWidth={360}
    />
  );
}
