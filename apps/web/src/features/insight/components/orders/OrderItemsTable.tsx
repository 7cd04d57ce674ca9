import { Box, Text } from '@mantine/core';
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
          // Plain text with a colour dot: a Badge's label ellipsis cut "Valid" to "VAL…" in this narrow column.
          cell: (item) => (
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="ticket-state">
              <Box
                component="span"
                aria-hidden
                display="inline-block"
                w={8}
                h={8}
                mr={6}
                bg={item.State === 'REFUNDED' ? 'gray.5' : 'green.6'}
                style={{ borderRadius: '50%' }}
              />
              {t(`INSIGHT.TICKET_STATES.${item.State}`)}
            </Text>
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
