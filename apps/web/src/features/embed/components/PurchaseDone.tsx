import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompletedPurchase } from '../../ticketing';

/** The embed's "purchase completed" state: what the result page says, without leaving the host's page. */
export function PurchaseDone({ purchase, onAgain }: { purchase: CompletedPurchase; onAgain: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The form the buyer was using is gone: keyboard and screen-reader users continue from the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="sm" data-testid="embed-purchase-done" data-result={purchase.result}>
      <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {t('EMBED.DONE.TITLE')}
      </Title>
      <Alert color="green" variant="light" role="status">
        <Text size="sm">
          {t(purchase.result === 'RESERVED' ? 'EMBED.DONE.RESERVED' : 'EMBED.DONE.TEXT', {
            count: purchase.tickets,
          })}
        </Text>
      </Alert>
      <Text size="sm">{t('EMBED.DONE.ORDER', { vs: purchase.orderNumber })}</Text>
      <Group>
        <Button variant="default" onClick={onAgain}>
          {t('EMBED.DONE.AGAIN')}
        </Button>
      </Group>
    </Stack>
  );
}
