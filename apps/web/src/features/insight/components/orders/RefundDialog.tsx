import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { OrderDetail } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';
import { useToasts } from '../../../../components/toasts/ToastProvider';
import { formatMoney } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/routing/hooks';
import { useRefundOrder } from '../../api/order-actions';
import { insightErrorMessage } from '../../model/error-codes';
import { refundPlan } from '../../model/refund-plan';

interface RefundDialogProps {
  eventId: string;
  detail: OrderDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * Cancel & refund: choose the tickets (all by default; a reservation only whole), read exactly what will
 * happen (model/refund-plan.ts: the server's money-first split), confirm. The amount read is sent as ExpectedAmount, so if the order changed meanwhile the server
 * refuses (ORDER.REFUND_CHANGED) rather than refund a figure nobody saw; the order is then read again.
 */
export function RefundDialog({ eventId, detail, opened, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toasts = useToasts();
  const refund = useRefundOrder(eventId, detail.Order.Id);
  const open = detail.Items.filter((item) => item.State === 'ISSUED' && item.TicketId !== null);
  const [chosen, setChosen] = useState<string[]>(() => open.map((item) => item.TicketId as string));
  const [reason, setReason] = useState('');
  const plan = refundPlan(detail, chosen);
  const money = (amount: number) => formatMoney(amount, plan.currency, language);
  const whole = chosen.length === open.length;

  const sentences = plan.reservation
    ? [t('INSIGHT.REFUND.RESERVATION')]
    : [
        t('INSIGHT.REFUND.AMOUNT', { amount: money(plan.amount) }),
        ...(plan.fee > 0 ? [t('INSIGHT.REFUND.FEE_KEPT', { fee: money(plan.fee) })] : []),
        ...(plan.credit > 0 ? [t('INSIGHT.REFUND.VOUCHER_CREDIT', { credit: money(plan.credit) })] : []),
      ];
  if (plan.places > 0) sentences.push(t('INSIGHT.REFUND.PLACES', { count: plan.places }));
  if (plan.items > 0) sentences.push(t('INSIGHT.REFUND.ITEMS', { count: plan.items }));

  const confirm = () => {
    refund.mutate(
      {
        TicketIds: whole ? null : chosen,
        Reason: reason.trim() || null,
        ExpectedAmount: plan.amount,
      },
      {
        onSuccess: (result) => {
          toasts.show(
            plan.reservation
              ? t('INSIGHT.REFUND.DONE_RESERVATION')
              : t(result.ManualRefund ? 'INSIGHT.REFUND.DONE_MANUAL' : 'INSIGHT.REFUND.DONE', {
                  amount: formatMoney(result.AmountReturned, result.Currency, language),
                }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={plan.reservation ? t('INSIGHT.REFUND.TITLE_RESERVATION') : t('INSIGHT.REFUND.TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('INSIGHT.CLOSE') }}
      size="lg"
    >
      <Stack gap="md">
        {!plan.reservation && open.length > 1 && (
          <Checkbox.Group label={t('INSIGHT.REFUND.CHOOSE')} value={chosen} onChange={setChosen}>
            <Stack gap={4} mt="xs">
              {open.map((item) => (
                <Checkbox
                  key={item.Id}
                  value={item.TicketId as string}
                  label={`${item.SectorName}${item.RowName ? ` ${item.RowName}` : ''}${item.SeatName ? `/${item.SeatName}` : ''} · ${item.TicketCategoryName} · ${money(item.Price)}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Textarea
          label={t('INSIGHT.REFUND.REASON')}
          value={reason}
          maxLength={500}
          autosize
          minRows={2}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Alert color="orange" data-testid="refund-summary" aria-live="polite">
          <Text size="sm">{sentences.join(' ')}</Text>
        </Alert>
        {refund.isError && (
          <Alert color="red" role="alert" data-testid="refund-error">
            {insightErrorMessage(t, refund.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('INSIGHT.BACK')}
          </Button>
          <Button
            color="red"
            onClick={confirm}
            loading={refund.isPending}
            disabled={chosen.length === 0}
            data-testid="refund-confirm"
          >
            {plan.reservation ? t('INSIGHT.REFUND.CONFIRM_RESERVATION') : t('INSIGHT.REFUND.CONFIRM')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
