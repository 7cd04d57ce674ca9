import { Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';
import { Pairs } from './Pairs';

/** The buyer, their company (for an invoice) and the gift vouchers bought. */
export function BuyerInfo({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const buyer = detail.BuyerInfo;
  const company = buyer.CompanyInfo;
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
    </Stack>
  );
}
