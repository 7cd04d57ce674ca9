import { Stack, Table, Text, Title } from '@mantine/core';
import type { OrderDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';

/** Key/value rows, the empty ones left out. */
function Pairs({ rows, label }: { rows: [string, string | null | undefined][]; label: string }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {shown.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" fw={500} w="40%">
              {key}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Questionnaire answers come in whatever shape that issue gives them: shown generically as key/value. */
function answerRows(answers: unknown): [string, string][] {
  if (answers === null || answers === undefined) return [];
  if (Array.isArray(answers)) return answers.map((value, index) => [String(index + 1), stringify(value)]);
  if (typeof answers === 'object')
    return Object.entries(answers).map(([key, value]) => [key, stringify(value)]);
  return [['—', stringify(answers)]];
}
const stringify = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '—' : JSON.stringify(value);

/** The buyer, their company (for an invoice), the gift vouchers bought, and the questionnaire answers. */
export function BuyerInfo({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const buyer = detail.BuyerInfo;
  const company = buyer.CompanyInfo;
  const answers = answerRows(detail.Answers);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('INSIGHT.DETAIL.BUYER')}
      </Title>
      <Pairs
        label={t('INSIGHT.DETAIL.BUYER')}
        rows={[
          [t('INSIGHT.DETAIL.NAME'), `${buyer.FirstName} ${buyer.LastName}`],
          [t('INSIGHT.DETAIL.EMAIL'), detail.Order.Email],
          [t('INSIGHT.DETAIL.PHONE'), buyer.Phone],
          [
            t('INSIGHT.DETAIL.ADDRESS'),
            [buyer.Address, buyer.Postal, buyer.City, buyer.Country].filter(Boolean).join(', '),
          ],
          [t('INSIGHT.DETAIL.LANGUAGE'), detail.Language],
          [t('INSIGHT.DETAIL.REFERRAL'), detail.ReferalId],
        ]}
      />
      {company && (
        <>
          <Title order={3} size="h5">
            {t('INSIGHT.DETAIL.COMPANY')}
          </Title>
          <Pairs
            label={t('INSIGHT.DETAIL.COMPANY')}
            rows={[
              [t('INSIGHT.DETAIL.COMPANY_NAME'), company.CompanyName],
              [t('INSIGHT.DETAIL.ICO'), company.Ico],
              [t('INSIGHT.DETAIL.DIC'), company.Dic],
              [t('INSIGHT.DETAIL.IC_DPH'), company.IcDph],
              [
                t('INSIGHT.DETAIL.ADDRESS'),
                [company.AddressLine, company.Zip, company.City, company.Country].join(', '),
              ],
            ]}
          />
        </>
      )}
      {detail.Vouchers.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('INSIGHT.DETAIL.VOUCHERS')}
          </Title>
          {detail.Vouchers.map((voucher, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: vouchers have no id here; the list never reorders
            <Text key={`${voucher.Name}-${index}`} size="sm">
              {voucher.Name} · {formatMoney(voucher.Price, detail.Order.Currency, language)}
              {voucher.CouponCode ? ` · ${voucher.CouponCode}` : ''}
              {voucher.Disabled ? ` · ${t('INSIGHT.DETAIL.VOUCHER_DISABLED')}` : ''}
            </Text>
          ))}
        </>
      )}
      {answers.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('INSIGHT.DETAIL.ANSWERS')}
          </Title>
          <Pairs label={t('INSIGHT.DETAIL.ANSWERS')} rows={answers} />
        </>
      )}
    </Stack>
  );
}
