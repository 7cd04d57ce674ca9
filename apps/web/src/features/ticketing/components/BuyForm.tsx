import './styles';
import { Alert, Button, Card, Group, Loader, Stack, Title } from '@mantine/core';
import {
  type BasketItem,
  donationExtraAmount,
  type EventDetail,
  IN_PRODUCT_SELLING_CHANNEL,
  type Sector,
} from '@marquee/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useQuietPromotions } from '../../../lib/quiet-promotions';
import { extendHold } from '../api/extend-hold';
import { pricesAndCountsQuery } from '../api/get-prices-and-counts';
import { ticketingKeys } from '../api/keys';
import { writeStoredBasket } from '../model/basket-storage';
import { clockOffset, holdExpiresAt } from '../model/countdown';
import { basketCountIn, boundsFor, categoryOf } from '../model/sectors';
import { saleState } from '../model/selling-state';
import { useBasket } from '../model/use-basket';
import { type AddOutcome, useBasketActions } from '../model/use-basket-actions';
import { BasketChallengeHost } from './BasketChallenge';
import { BasketCountdown } from './basket/BasketCountdown';
import { CovidNotice } from './CovidNotice';
import { CheckoutStageLazy } from './checkout/CheckoutStageLazy';
import { useActiveCouponId, useMinimumNotReached } from './coupons/coupon-store';
import {
  BasketStage,
  BasketTimeoutDialog,
  DonateAmountStage,
  MerchStage,
  MinimumCountDialog,
  preloadLaterParts,
  QuantityStage,
} from './lazy-parts';
import { SaleStateNotice } from './SaleStateNotice';
import { Stage1 } from './stages/Stage1';

// The seat map (SVG drawing, seat list, gestures) loads only when someone opens it.
const SeatMapModal = lazy(() => import('./seatmap/SeatMapModal'));

export type Stage =
  | { name: 'stage1' }
  | { name: 'donateAmountStage'; sectorId: string }
  | { name: 'stage2'; sectorId: string; donation: number | null }
  | { name: 'merchStage' }
  | { name: 'stage3' }
  | { name: 'stage4' };

// A buyer reaching for the form fetches the later stages (lazy-parts.ts).
const preload = () => void preloadLaterParts();

/**
 * The buy form (spec 2 §2 stages and flow): stage1 → donateAmountStage (donation sectors) → stage2 →
 * merchStage (when the event sells merchandise) → stage3 (basket). Sale states, external links and the
 * covid card replace or precede it; the basket hold countdown runs whenever the basket holds something.
 */
export function BuyForm({ event, onSettled }: { event: EventDetail; onSettled?: () => void }) {
  const { t } = useTranslation();
  const channel = event.SellingChannelInfo.SellingChannel;
  const inProduct = channel === IN_PRODUCT_SELLING_CHANNEL;
  const couponId = useActiveCouponId(event.Id);
  const prices = useQuery({ ...pricesAndCountsQuery(event.Id, couponId), enabled: inProduct });
  const { basket, isLoading: basketLoading } = useBasket();
  const actions = useBasketActions(event.Id);
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ name: 'stage1' });
  // Once a purchase is under way (quantity, basket, checkout), nothing promotional covers the form.
  useQuietPromotions(stage.name !== 'stage1');
  const title = useRef<HTMLHeadingElement | null>(null);
  const shownStage = useRef(stage.name);
  // A new stage replaces the control that was just used: bring the form into view and move focus to its
  // title, so keyboard and screen-reader users continue from the top of the new stage.
  useEffect(() => {
    if (shownStage.current === stage.name) return;
    shownStage.current = stage.name;
    const heading = title.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [stage.name]);
  const [busy, setBusy] = useState(false);
  const [seatMap, setSeatMap] = useState<{ sectorId: string | null } | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [extendedGuid, setExtendedGuid] = useState<string | null>(null);
  const [extending, setExtending] = useState(false);
  const minimumNotReached = useMinimumNotReached();

  const data = prices.data;
  // Layout shift: the event page adds the sections below the form only once the form has its first real
  // stage (prices and a stored basket loaded), so its growth from the loader never pushes them down.
  const settled = !inProduct || prices.isError || (data !== undefined && !basketLoading);
  useLayoutEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const state = saleState(event, {
    soldOut: data?.IsSoldOut ?? false,
    promoActive: basket?.ActiveCouponId != null,
  });
  const hasMerch = (data?.Merchandise.length ?? 0) > 0;
  const hasItems = (basket?.ItemCount ?? 0) > 0;
  // A basket that already holds something leads on to the basket stage: fetch the later stages now.
  useEffect(() => {
    if (hasItems) void preloadLaterParts();
  }, [hasItems]);
  const expiresAt =
    basket && hasItems
      ? holdExpiresAt(basket.ValidTill, clockOffset(basket.ServerUtcTime, basket.receivedAt))
      : null;

  const afterAdd = useCallback((outcome: AddOutcome, next: Stage) => {
    if (outcome === 'added') setStage(next);
    // Spec 2 §4: a 410 on add warns (done by the actions), reloads and returns to stage1.
    if (outcome === 'gone') setStage({ name: 'stage1' });
  }, []);
  const afterTickets = (): Stage => (hasMerch ? { name: 'merchStage' } : { name: 'stage3' });

  const onTimeoutClose = useCallback(() => {
    const guid = basket?.guid;
    setTimedOut(false);
    setStage({ name: 'stage1' });
    writeStoredBasket(null);
    if (guid) void actions.clear(guid);
    else void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
  }, [basket?.guid, actions, queryClient]);

  const onExtend = useCallback(async () => {
    if (!basket) return;
    setExtending(true);
    setExtendedGuid(basket.guid);
    try {
      queryClient.setQueryData(ticketingKeys.basket(basket.guid), await extendHold(basket.guid));
    } catch {
      // Already extended (409) or gone: the countdown simply runs on; the refresh shows the truth.
      await actions.refresh();
    } finally {
      setExtending(false);
    }
  }, [basket, queryClient, actions]);

  if (!inProduct || (state !== null && !hasItems)) {
    return (
      <Stack gap="md">
        <CovidNotice mode={event.CovidMode} />
        {state && <SaleStateNotice event={event} state={state} />}
      </Stack>
    );
  }
  if (prices.isError) {
    return (
      <Alert color="red" variant="light">
        {t('DEFAULT_ERROR.MESSAGE')}
      </Alert>
    );
  }
  if (!data) return <Loader size="sm" role="status" aria-label={t('TICKETING.LOADING')} />;

  const sectorById = (id: string) => data.Sectors.find((sector) => sector._id === id) ?? null;

  const chooseSector = (sector: Sector) => {
    const category = categoryOf(data, sector);
    setStage(
      category?.IsDonate
        ? { name: 'donateAmountStage', sectorId: sector._id }
        : { name: 'stage2', sectorId: sector._id, donation: null },
    );
  };

  const addTickets = async (sector: Sector, count: number, donation: number | null) => {
    const category = categoryOf(data, sector);
    const base = category?.Price ?? 0;
    const extraAmount = donation !== null ? donationExtraAmount(donation, base) : 0;
    setBusy(true);
    const outcome = await actions.addStandingTickets(
      sector._id,
      count,
      extraAmount > 0 ? { extraAmount } : undefined,
    );
    setBusy(false);
    afterAdd(outcome, afterTickets());
  };

  const addMerch = async (counts: Map<string, number>) => {
    setBusy(true);
    let outcome: AddOutcome = 'added';
    for (const [sectorId, count] of counts) {
      outcome = await actions.addStandingTickets(sectorId, count);
      if (outcome !== 'added') break;
    }
    setBusy(false);
    afterAdd(outcome, { name: 'stage3' });
  };

  const remove = async (item: BasketItem) => {
    if (!basket) return;
    setBusy(true);
    await actions.removeItem(basket.guid, item.Id);
    setBusy(false);
  };
  const clear = async () => {
    if (!basket) return;
    setBusy(true);
    await actions.clear(basket.guid);
    setBusy(false);
    setStage({ name: 'stage1' });
  };

  const countdown =
    expiresAt !== null ? (
      <BasketCountdown
        expiresAt={expiresAt}
        canExtend={extendedGuid !== basket?.guid}
        extending={extending}
        onExtend={onExtend}
        onExpire={() => setTimedOut(true)}
      />
    ) : null;

  let body: ReactNode = null;
  if (stage.name === 'stage1') {
    body = (
      <Stack gap="md">
        {state && <SaleStateNotice event={event} state={state} />}
        {!state && (
          <Stage1
            event={event}
            prices={data}
            basket={basket}
            onChooseSector={chooseSector}
            onOpenSeatMap={(sectorId) => setSeatMap({ sectorId })}
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
  } else if (stage.name === 'donateAmountStage') {
    const sector = sectorById(stage.sectorId);
    const category = sector ? categoryOf(data, sector) : null;
    if (sector && category) {
      body = (
        <DonateAmountStage
          sector={sector}
          currency={data.Currency}
          bounds={{ min: category.Price ?? 0, max: category.DonateMax ?? category.Price ?? 0 }}
          onBack={() => setStage({ name: 'stage1' })}
          onContinue={(amount) => setStage({ name: 'stage2', sectorId: sector._id, donation: amount })}
        />
      );
    }
  } else if (stage.name === 'stage2') {
    const sector = sectorById(stage.sectorId);
    if (sector) {
      body = (
        <QuantityStage
          sector={sector}
          price={stage.donation ?? categoryOf(data, sector)?.Price ?? sector.Price}
          currency={data.Currency}
          bounds={boundsFor(sector, basket, event.Id)}
          busy={busy}
          onPick={(count) => void addTickets(sector, count, stage.donation)}
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
  } else if (stage.name === 'merchStage') {
    body = (
      <MerchStage
        items={data.Merchandise}
        currency={data.Currency}
        basketCount={(sectorId) => basketCountIn(basket, event.Id, sectorId)}
        busy={busy}
        onBack={() => setStage({ name: 'stage1' })}
        onContinue={(counts) => (counts.size > 0 ? void addMerch(counts) : setStage({ name: 'stage3' }))}
      />
    );
  } else if (stage.name === 'stage4' && basket && hasItems) {
    body = (
      <CheckoutStageLazy
        eventId={event.Id}
        event={event}
        basket={basket}
        onBack={() => setStage({ name: 'stage3' })}
        onRestart={() => setStage({ name: 'stage1' })}
      />
    );
  } else if (basket && hasItems) {
    body = (
      <BasketStage
        basket={basket}
        busy={busy}
        countdown={countdown}
        onRemove={(item) => void remove(item)}
        onClear={() => void clear()}
        onBack={() => setStage({ name: 'stage1' })}
        onContinue={() => setStage({ name: 'stage4' })}
      />
    );
  } else {
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert variant="light">{t('TICKETING.BASKET.EMPTY')}</Alert>
        <Button variant="subtle" onClick={() => setStage({ name: 'stage1' })}>
          {t('TICKETING.BACK')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack
      gap="md"
      data-stage={stage.name}
      // A buyer reaching for the form (a touch, a pointer over it, a tab into it) fetches the later stages.
      onPointerDown={preload}
      onPointerOver={preload}
      onFocus={preload}
    >
      <Title order={2} size="h3" ref={title} tabIndex={-1} style={{ scrollMarginTop: 80, outline: 'none' }}>
        {t('TICKETING.TITLE')}
      </Title>
      <CovidNotice mode={event.CovidMode} />
      {stage.name !== 'stage1' && stage.name !== 'stage3' && countdown}
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t('TICKETING.LOADING')} />}>
        {body}
      </Suspense>
      <Suspense fallback={null}>
        {timedOut && <BasketTimeoutDialog opened onClose={onTimeoutClose} />}
        {minimumNotReached && <MinimumCountDialog />}
      </Suspense>
      <BasketChallengeHost />
      {seatMap && data.VenueId && data.ConfigurationId && (
        <Suspense fallback={null}>
          <SeatMapModal
            event={event}
            prices={data}
            venueId={data.VenueId}
            configurationId={data.ConfigurationId}
            initialSectorId={seatMap.sectorId}
            basket={basket}
            actions={actions}
            onClose={(added) => {
              setSeatMap(null);
              if (added > 0) setStage(afterTickets());
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
