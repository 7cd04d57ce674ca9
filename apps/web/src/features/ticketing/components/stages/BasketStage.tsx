import { Button, Group, Stack } from '@mantine/core';
import type { Basket, BasketItem } from '@marquee/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketSummaryCard } from '../basket/BasketSummaryCard';

interface BasketStageProps {
  basket: Basket;
  busy: boolean;
  countdown: ReactNode;
  onRemove: (item: BasketItem) => void;
  onClear: () => void;
  onBack: () => void;
  /** Stage4 (payments issue); without it the button stays disabled. */
  onContinue?: () => void;
}

/**
 * Stage3 (spec 2 §2): the basket with its countdown. Payment (stage4 onwards) belongs to the payments
 * issue, which passes `onContinue`.
 */
export function BasketStage({
  basket,
  busy,
  countdown,
  onRemove,
  onClear,
  onBack,
  onContinue,
}: BasketStageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {countdown}
      <BasketSummaryCard basket={basket} busy={busy} onRemove={onRemove} onClear={onClear} />
      <Group justify="space-between">
        <Button variant="subtle" onClick={onBack} disabled={busy}>
          {t('TICKETING.ADD_MORE')}
        </Button>
        <Button disabled={!onContinue || busy} onClick={onContinue} data-testid="continue-to-payment">
          {t('TICKETING.CONTINUE_TO_PAYMENT')}
        </Button>
      </Group>
    </Stack>
  );
}
