import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import type { Basket, EventDetail, EventPricesAndCounts } from '@marquee/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '../model/buy-stage';
import { basketCountIn, boundsFor, categoryOf } from '../model/sectors';
import type { SaleState } from '../model/selling-state';
import type { useBuySteps } from '../model/use-buy-steps';
import { CheckoutStageLazy } from './checkout/CheckoutStageLazy';
import { BasketStage, DonateAmountStage, MerchStage, QuantityStage } from './lazy-parts';
import { SaleStateNotice } from './SaleStateNotice';
import { Stage1 } from './stages/Stage1';

interface BuyFormStageProps {
  event: EventDetail;
  prices: EventPricesAndCounts;
  basket: Basket | null;
  stage: Stage;
  setStage: (stage: Stage) => void;
  /** A sale state that replaces stage1's list (not on sale yet, sold out, …). */
  state: SaleState | null;
  steps: ReturnType<typeof useBuySteps>;
  /** The hold countdown, shown on stage1 and in the basket while the basket holds something. */
  countdown: ReactNode;
  onOpenSeatMap: (sectorId: string | null) => void;
}

/** The buy form's current stage (spec 2 §2): what the buyer sees and where each button leads. */
export function BuyFormStage(props: BuyFormStageProps) {
  const { event, prices, basket, stage, setStage, steps } = props;
  const { t } = useTranslation();
  const hasItems = (basket?.ItemCount ?? 0) > 0;
  const sectorById = (id: string) => prices.Sectors.find((sector) => sector._id === id) ?? null;
  const toStage1 = () => setStage({ name: 'stage1' });

  switch (stage.name) {
    case 'stage1':
      return <FirstStage {...props} hasItems={hasItems} />;
    case 'donateAmountStage': {
      const sector = sectorById(stage.sectorId);
      const category = sector ? categoryOf(prices, sector) : null;
      if (!sector || !category) return null;
      return (
        <DonateAmountStage
          sector={sector}
          currency={prices.Currency}
          bounds={{ min: category.Price ?? 0, max: category.DonateMax ?? category.Price ?? 0 }}
          onBack={toStage1}
          onContinue={(amount) => setStage({ name: 'stage2', sectorId: sector._id, donation: amount })}
        />
      );
    }
    case 'stage2': {
      const sector = sectorById(stage.sectorId);
      if (!sector) return null;
      return (
        <QuantityStage
          sector={sector}
          price={stage.donation ?? categoryOf(prices, sector)?.Price ?? sector.Price}
          currency={prices.Currency}
          bounds={boundsFor(sector, basket, event.Id)}
          busy={steps.busy}
          onPick={(count) => void steps.addTickets(sector, count, stage.donation)}
          onBack={() =>
            setStage(
              stage.donation !== null
                ? { name: 'donateAmountStage', sectorId: sector._id }
                : { name: 'stage1' },
            )
          }
        />
      );
    }
    case 'merchStage':
      return (
        <MerchStage
          items={prices.Merchandise}
          currency={prices.Currency}
          basketCount={(sectorId) => basketCountIn(basket, event.Id, sectorId)}
          busy={steps.busy}
          onBack={toStage1}
          onContinue={(counts) =>
            counts.size > 0 ? void steps.addMerch(counts) : setStage({ name: 'stage3' })
          }
        />
      );
  }
  if (!basket || !hasItems) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert variant="light">{t('TICKETING.BASKET.EMPTY')}</Alert>
        <Button variant="subtle" onClick={toStage1}>
          {t('TICKETING.BACK')}
        </Button>
      </Stack>
    );
  }
  if (stage.name === 'stage4') {
    return (
      <CheckoutStageLazy
        eventId={event.Id}
        event={event}
        basket={basket}
        onBack={() => setStage({ name: 'stage3' })}
        onRestart={toStage1}
      />
    );
  }
  return (
    <BasketStage
      basket={basket}
      busy={steps.busy}
      countdown={props.countdown}
      onRemove={(item) => void steps.remove(item)}
      onClear={() => void steps.clear()}
      onBack={toStage1}
      onContinue={() => setStage({ name: 'stage4' })}
    />
  );
}

/** Stage1: the sale state or the list of ticket types, and the way to the basket when it holds something. */
function FirstStage({
  event,
  prices,
  basket,
  setStage,
  state,
  steps,
  countdown,
  onOpenSeatMap,
  hasItems,
}: BuyFormStageProps & { hasItems: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {state && <SaleStateNotice event={event} state={state} />}
      {!state && (
        <Stage1
          event={event}
          prices={prices}
          basket={basket}
          onChooseSector={steps.chooseSector}
          onOpenSeatMap={onOpenSeatMap}
        />
      )}
      {hasItems && (
        <Card withBorder padding="sm" radius="md">
          <Stack gap="xs">
            {countdown}
            <Group justify="flex-end">
              <Button onClick={() => setStage({ name: 'stage3' })} data-testid="go-to-basket">
                {t('TICKETING.GO_TO_BASKET', { count: basket?.ItemCount ?? 0 })}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
