import { SimpleGrid } from '@mantine/core';
import type { EventStatistics } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';
import { DataTable } from '../DataTable';

type Gate = EventStatistics['ByGate'][number];
type Coupon = EventStatistics['ByCoupon'][number];
type Referral = EventStatistics['ByReferral'][number];

/** Sales by payment gate, by coupon and by referral source, each a captioned table (empty ones left out). */
export function Breakdowns({ statistics }: { statistics: EventStatistics }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {statistics.ByGate.length > 0 && (
        <DataTable<Gate>
          caption={t('INSIGHT.BY_GATE.CAPTION')}
          testId="by-gate"
          rows={statistics.ByGate}
          rowKey={(row) => `${row.Gate}-${row.Currency}`}
          columns={[
            {
              key: 'gate',
              header: t('INSIGHT.BY_GATE.GATE'),
              cell: (row) => (row.Gate ? t(`INSIGHT.GATES.${row.Gate}`) : t('INSIGHT.BY_GATE.NONE')),
            },
            { key: 'orders', header: t('INSIGHT.SALES.ORDERS'), cell: (row) => row.Orders, numeric: true },
            { key: 'tickets', header: t('INSIGHT.SALES.TICKETS'), cell: (row) => row.Tickets, numeric: true },
            {
              key: 'gross',
              header: t('INSIGHT.TOTALS.GROSS'),
              cell: (row) => money(row.Gross, row.Currency),
              numeric: true,
            },
            {
              key: 'fees',
              header: t('INSIGHT.TOTALS.FEES'),
              cell: (row) => money(row.PaymentFees, row.Currency),
              numeric: true,
            },
          ]}
        />
      )}
      {statistics.ByCoupon.length > 0 && (
        <DataTable<Coupon>
          caption={t('INSIGHT.BY_COUPON.CAPTION')}
          testId="by-coupon"
          rows={statistics.ByCoupon}
          rowKey={(row) => `${row.CouponId}-${row.Currency}`}
          minWidth={320}
          columns={[
            { key: 'code', header: t('INSIGHT.BY_COUPON.CODE'), cell: (row) => row.Code },
            { key: 'tickets', header: t('INSIGHT.SALES.TICKETS'), cell: (row) => row.Tickets, numeric: true },
            {
              key: 'discount',
              header: t('INSIGHT.BY_COUPON.DISCOUNT'),
              cell: (row) => money(row.Discount, row.Currency),
              numeric: true,
            },
          ]}
        />
      )}
      {statistics.ByReferral.length > 0 && (
        <DataTable<Referral>
          caption={t('INSIGHT.BY_REFERRAL.CAPTION')}
          testId="by-referral"
          rows={statistics.ByReferral}
          rowKey={(row) => `${row.ReferalId}-${row.Currency}`}
          minWidth={360}
          columns={[
            {
              key: 'source',
              header: t('INSIGHT.BY_REFERRAL.SOURCE'),
              cell: (row) => row.ReferalId ?? t('INSIGHT.BY_REFERRAL.DIRECT'),
            },
            { key: 'orders', header: t('INSIGHT.SALES.ORDERS'), cell: (row) => row.Orders, numeric: true },
            { key: 'tickets', header: t('INSIGHT.SALES.TICKETS'), cell: (row) => row.Tickets, numeric: true },
            {
              key: 'gross',
              header: t('INSIGHT.TOTALS.GROSS'),
              cell: (row) => money(row.Gross, row.Currency),
              numeric: true,
            },
          ]}
        />
      )}
    </SimpleGrid>
  );
}
