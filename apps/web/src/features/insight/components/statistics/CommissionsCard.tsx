import { Alert, Paper, Title } from '@mantine/core';
import type { Commission } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';
import { useCommissions } from '../../api/get-commissions';
import { insightErrorMessage } from '../../model/error-codes';
import { DataTable } from '../DataTable';

/** The raised amount, the platform fee (3.6 %) and the payout per currency — read-only for everyone. */
export function CommissionsCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const commissions = useCommissions(eventId, true);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="commissions-title">
      <Title order={2} size="h4" id="commissions-title" mb="xs">
        {t('INSIGHT.COMMISSIONS.TITLE')}
      </Title>
      {commissions.isError && <Alert color="red">{insightErrorMessage(t, commissions.error)}</Alert>}
      {commissions.data && (
        <DataTable<Commission>
          caption={t('INSIGHT.COMMISSIONS.CAPTION')}
          testId="commissions"
          rows={commissions.data}
          rowKey={(row) => row.Currency}
          minWidth={360}
          columns={[
            { key: 'currency', header: t('INSIGHT.COMMISSIONS.CURRENCY'), cell: (row) => row.Currency },
            {
              key: 'raised',
              header: t('INSIGHT.COMMISSIONS.RAISED'),
              cell: (row) => money(row.Raised, row.Currency),
              numeric: true,
            },
            {
              key: 'fee',
              header: t('INSIGHT.COMMISSIONS.FEE', {
                rate: (commissions.data[0]?.FeeRatePercent ?? 3.6).toLocaleString(language),
              }),
              cell: (row) => money(row.PlatformFee, row.Currency),
              numeric: true,
            },
            {
              key: 'payout',
              header: t('INSIGHT.COMMISSIONS.PAYOUT'),
              cell: (row) => money(row.Payout, row.Currency),
              numeric: true,
            },
          ]}
        />
      )}
    </Paper>
  );
}
