import { Badge } from '@mantine/core';
import type { OrderDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';
import { DataTable } from '../DataTable';

type Item = OrderDetail['Items'][number];

/** The order's lines: place, category, price (with its coupon), ticket code, state and whether it came in. */
export function OrderItemsTable({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = detail.Order.Currency;
  return (
    <DataTable<Item>
      caption={t('INSIGHT.DETAIL.ITEMS')}
      testId="order-items"
      rows={detail.Items}
      rowKey={(item) => item.Id}
      minWidth={640}
      columns={[
        {
          key: 'place',
          header: t('INSIGHT.DETAIL.PLACE'),
          cell: (item) =>
            [
              item.SectorName,
              item.RowName ? t('INSIGHT.DETAIL.ROW', { row: item.RowName }) : null,
              item.SeatName ? t('INSIGHT.DETAIL.SEAT', { seat: item.SeatName }) : null,
            ]
              .filter(Boolean)
              .join(', '),
        },
        { key: 'category', header: t('INSIGHT.DETAIL.CATEGORY'), cell: (item) => item.TicketCategoryName },
        {
          key: 'price',
          header: t('INSIGHT.DETAIL.PRICE'),
          numeric: true,
          cell: (item) => (
            <>
              {formatMoney(item.Price, currency, language)}
              {item.CouponCode && (
                <>
                  <br />
                  <small>{t('INSIGHT.DETAIL.COUPON', { code: item.CouponCode })}</small>
                </>
              )}
            </>
          ),
        },
        { key: 'code', header: t('INSIGHT.DETAIL.CODE'), cell: (item) => item.Code ?? '—' },
        {
          key: 'state',
          header: t('INSIGHT.ORDERS.STATE'),
          cell: (item) => (
            <Badge color={item.State === 'REFUNDED' ? 'gray' : 'green'} variant="light">
              {t(`INSIGHT.TICKET_STATES.${item.State}`)}
            </Badge>
          ),
        },
        {
          key: 'in',
          header: t('INSIGHT.DETAIL.CHECKED_IN'),
          cell: (item) => (item.CheckedIn ? t('INSIGHT.YES') : t('INSIGHT.NO')),
        },
      ]}
    />
  );
}
