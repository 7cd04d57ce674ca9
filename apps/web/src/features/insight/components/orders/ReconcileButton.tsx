import { Button, Group, Text } from '@mantine/core';
import type { OrderState } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useReconcileOrder } from '../../api/order-actions';
import { insightErrorMessage } from '../../model/error-codes';

/** States where the provider may know more than we do (its callback was lost): still open or given up. */
const ASKABLE: readonly OrderState[] = ['PENDING', 'EXPIRED'];

/** Issue 23: the organizer asks the payment's provider again; the answer is said in words beside it. */
export function ReconcileButton({
  eventId,
  orderId,
  state,
}: {
  eventId: string;
  orderId: string;
  state: OrderState;
}) {
  const { t } = useTranslation();
  const reconcile = useReconcileOrder(eventId, orderId);
  if (!ASKABLE.includes(state) && !reconcile.data) return null;
  const result = reconcile.data;
  const message = reconcile.isError
    ? insightErrorMessage(t, reconcile.error)
    : result
      ? result.Changed
        ? t('INSIGHT.RECONCILE.CHANGED', { state: t(`INSIGHT.ORDER_STATES.${result.State}`) })
        : t(result.Result === 'UNSUPPORTED' ? 'INSIGHT.RECONCILE.UNSUPPORTED' : 'INSIGHT.RECONCILE.UNCHANGED')
      : null;
  return (
    <Group gap="sm">
      <Button
        variant="default"
        loading={reconcile.isPending}
        onClick={() => reconcile.mutate()}
        data-testid="reconcile"
      >
        {t('INSIGHT.RECONCILE.BUTTON')}
      </Button>
      {message && (
        <Text size="sm" role="status" c={reconcile.isError ? 'red' : undefined}>
          {message}
        </Text>
      )}
    </Group>
  );
}
