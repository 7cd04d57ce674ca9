import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PayExtraData } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../model/money';

interface PaymentStepCardProps {
  kind: 'card' | 'new-tab';
  url: string;
  order: PayExtraData;
  /** Card: the hosted form as a whole page instead of the frame. New tab: the bank opened in another tab. */
  onProceed: () => void;
  onBack: () => void;
}

/**
 * braintreeStage (card) and toBankStage in a new tab (spec 2 §2): the order is made; the card details
 * are typed into the gateway's hosted form, framed here (card data never touches our pages; the form
 * leaves the frame for the result itself), with a way to open it as a whole page where framing fails;
 * or the bank opens in a new tab from a link the payer clicks (a popup opened without a click is blocked).
 */
export function PaymentStepCard({ kind, url, order, onProceed, onBack }: PaymentStepCardProps) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(order.Total, order.Currency, i18n.language);
  return (
    <Paper withBorder radius="md" p="md" data-stage={kind === 'card' ? 'braintreeStage' : 'toBankStage'}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t(kind === 'card' ? 'CHECKOUT.CARD.TITLE' : 'CHECKOUT.BANK.TITLE')}
        </Title>
        <Text size="sm">{t('CHECKOUT.ORDER_NUMBER', { vs: order.VariableSymbol })}</Text>
        <Text size="sm">
          {t(kind === 'card' ? 'CHECKOUT.CARD.TEXT' : 'CHECKOUT.BANK.NEW_TAB_TEXT', { amount })}
        </Text>
        {kind === 'card' && (
          <Box
            component="iframe"
            src={url}
            title={t('CHECKOUT.CARD.FRAME')}
            w="100%"
            h={620}
            data-testid="card-frame"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          />
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('COMMON.BACK')}
          </Button>
          {kind === 'card' ? (
            <Button variant="default" onClick={onProceed} data-testid="card-continue">
              {t('CHECKOUT.CARD.CONTINUE')}
            </Button>
          ) : (
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              onClick={onProceed}
              data-testid="bank-open"
            >
              {t('CHECKOUT.BANK.OPEN')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
