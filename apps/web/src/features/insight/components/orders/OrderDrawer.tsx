import { Alert, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../../components/content/PageLoading';
import { formatEventDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';
import { useOrderDetail } from '../../api/get-order-detail';
import { insightErrorMessage } from '../../model/error-codes';
import { BuyerInfo } from './BuyerInfo';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderLog } from './OrderLog';
import { STATE_COLORS } from './OrdersTable';
import { ReconcileButton } from './ReconcileButton';
import { RefundDialog } from './RefundDialog';
import { RegistrationAnswers } from './RegistrationAnswers';
import { ResendForm } from './ResendForm';

interface OrderDrawerProps {
  eventId: string;
  orderId: string | null;
  timeZone: string | undefined;
  /** StatisticsViewer reads orders but may not resend or refund. */
  canWrite: boolean;
  onClose: () => void;
}

/** One order in a side drawer (focus moves in and returns to the row's button on close: Mantine's trap). */
export function OrderDrawer({ eventId, orderId, timeZone, canWrite, onClose }: OrderDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useOrderDetail(eventId, orderId);
  const [refunding, setRefunding] = useState(false);
  const order = detail.data?.Order;

  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        order ? t('INSIGHT.DETAIL.TITLE', { number: order.VariableSymbol }) : t('INSIGHT.DETAIL.LOADING')
      }
      closeButtonProps={{ 'aria-label': t('INSIGHT.CLOSE') }}
      data-testid="order-drawer"
    >
      {detail.isPending ? (
        <PageLoading />
      ) : detail.isError ? (
        <Alert color="red" role="alert">
          {insightErrorMessage(t, detail.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Group gap="sm" wrap="wrap">
            <Badge color={STATE_COLORS[detail.data.Order.State] ?? 'gray'}>
              {t(`INSIGHT.ORDER_STATES.${detail.data.Order.State}`)}
            </Badge>
            <Text size="sm">
              {t('INSIGHT.DETAIL.SUMMARY', {
                total: formatMoney(detail.data.Order.Total, detail.data.Order.Currency, language),
                fee: formatMoney(detail.data.Order.Fee, detail.data.Order.Currency, language),
                date: formatEventDate(detail.data.Order.CreatedAt, language, timeZone),
              })}
            </Text>
            {detail.data.Refunded > 0 && (
              <Text size="sm" c="dimmed">
                {t('INSIGHT.ORDERS.REFUNDED_SHORT', {
                  amount: formatMoney(detail.data.Refunded, detail.data.Order.Currency, language),
                })}
              </Text>
            )}
          </Group>
          {canWrite && (
            <Stack gap="sm">
              <ResendForm eventId={eventId} orderId={detail.data.Order.Id} email={detail.data.Order.Email} />
              <ReconcileButton
                eventId={eventId}
                orderId={detail.data.Order.Id}
                state={detail.data.Order.State}
              />
              {detail.data.CanRefund && (
                <Group>
                  <Button
                    color="red"
                    variant="outline"
                    onClick={() => setRefunding(true)}
                    data-testid="refund-open"
                  >
                    {t('INSIGHT.REFUND.OPEN')}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
          <OrderItemsTable detail={detail.data} />
          <BuyerInfo detail={detail.data} />
          <RegistrationAnswers detail={detail.data} />
          <OrderLog log={detail.data.Log} timeZone={timeZone} currency={detail.data.Order.Currency} />
          {refunding && (
            <RefundDialog
              eventId={eventId}
              detail={detail.data}
              opened={refunding}
              onClose={() => setRefunding(false)}
            />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
