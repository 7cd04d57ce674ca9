import { Badge, Table, UnstyledButton } from '@mantine/core';
import type { OrderPageItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';

export const STATE_COLORS: Record<string, string> = {
  PAID: 'green',
  RESERVED: 'blue',
  PENDING: 'yellow',
  REFUNDED: 'gray',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
  FAILED: 'red',
};

interface OrdersTableProps {
  orders: OrderPageItem[];
  timeZone: string | undefined;
  onOpen: (orderId: string) => void;
}

/** One page of orders; the order number is a button that opens the order's drawer. */
export function OrdersTable({ orders, timeZone, onOpen }: OrdersTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="orders-table" captionSide="top">
        <Table.Caption>{t('INSIGHT.ORDERS.CAPTION')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('INSIGHT.ORDERS.NUMBER')}</Table.Th>
            <Table.Th scope="col">{t('INSIGHT.ORDERS.BUYER')}</Table.Th>
            <Table.Th scope="col">{t('INSIGHT.ORDERS.STATE')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('INSIGHT.SALES.TICKETS')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('INSIGHT.ORDERS.TOTAL')}
            </Table.Th>
            <Table.Th scope="col">{t('INSIGHT.ORDERS.CREATED')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.Id} data-testid="order-row">
              <Table.Td>
                <UnstyledButton
                  onClick={() => onOpen(order.Id)}
                  c="var(--mantine-color-anchor)"
                  td="underline"
                  aria-label={t('INSIGHT.ORDERS.OPEN', { number: order.VariableSymbol })}
                >
                  {order.VariableSymbol}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                {order.FirstName} {order.LastName}
                <br />
                <small>{order.Email}</small>
              </Table.Td>
              <Table.Td>
                <Badge color={STATE_COLORS[order.State] ?? 'gray'} variant="light">
                  {t(`INSIGHT.ORDER_STATES.${order.State}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{order.TicketCount}</Table.Td>
              <Table.Td ta="right">
                {formatMoney(order.Total, order.Currency, language)}
                {order.Refunded > 0 && (
                  <>
                    <br />
                    <small>
                      {t('INSIGHT.ORDERS.REFUNDED_SHORT', {
                        amount: formatMoney(order.Refunded, order.Currency, language),
                      })}
                    </small>
                  </>
                )}
              </Table.Td>
              <Table.Td>{formatEventDate(order.CreatedAt, language, timeZone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
