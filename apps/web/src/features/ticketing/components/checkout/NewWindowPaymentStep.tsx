import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderStatus, PayExtraData } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStatusQuery } from '../../api/get-order-status';
import { postForm } from '../../model/leave-for-payment';
import { formatMoney } from '../../model/money';

interface NewWindowPaymentStepProps {
  guid: string;
  url: string;
  /** FORM_POST gateways: the fields posted to `url` (into the new window). */
  formFields: Record<string, string> | null;
  order: PayExtraData;
  /** The order is paid (OK) or reserved. */
  onCompleted: (status: OrderStatus) => void;
  onBack: () => void;
  /** Start over at stage1 after a failed payment (the places stay held a while). */
  onRestart: () => void;
}

/**
 * An embed's payment step (issue 22): every payment page — the provider's, the bank's, the sandbox card
 * form — opens in a new window from a click (a window opened without one is blocked), because banks refuse
 * to be framed inside other sites. The embed then asks the server for the order's state until it is paid,
 * reserved or failed; the payment window ends on the site's own result page.
 */
export function NewWindowPaymentStep(props: NewWindowPaymentStepProps) {
  const { guid, url, formFields, order, onCompleted, onBack, onRestart } = props;
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const status = useQuery(orderStatusQuery(guid, order.VariableSymbol, opened));
  const result = status.data?.Result;
  const done = result === 'OK' || result === 'RESERVED';
  const failed = result !== undefined && result !== 'PENDING' && !done;
  useEffect(() => {
    if (done && status.data) onCompleted(status.data);
  }, [done, status.data, onCompleted]);

  const amount = formatMoney(order.Total, order.Currency, i18n.language);
  const open = formFields ? (
    <Button
      onClick={() => {
        postForm(url, formFields, document, '_blank');
        setOpened(true);
      }}
      data-testid="payment-window-open"
    >
      {t('EMBED.PAYMENT.OPEN')}
    </Button>
  ) : (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener"
      onClick={() => setOpened(true)}
      data-testid="payment-window-open"
    >
      {t('EMBED.PAYMENT.OPEN')}
    </Button>
  );
  return (
    <Paper withBorder radius="md" p="md" data-stage="newWindowStage">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('EMBED.PAYMENT.TITLE')}
        </Title>
        <Text size="sm">{t('EMBED.PAYMENT.TEXT', { vs: order.VariableSymbol, amount })}</Text>
        {opened && !failed && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('EMBED.PAYMENT.WAITING')}</Text>
          </Group>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('EMBED.PAYMENT.FAILED')}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={failed ? onRestart : onBack}>
            {failed ? t('EMBED.PAYMENT.TRY_AGAIN') : t('COMMON.BACK')}
          </Button>
          {!failed && !done && open}
        </Group>
      </Stack>
    </Paper>
  );
}
