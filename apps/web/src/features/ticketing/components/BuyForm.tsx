import './styles';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { type EventDetail, IN_PRODUCT_SELLING_CHANNEL } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuietPromotions } from '../../../lib/quiet-promotions';
import { pricesAndCountsQuery } from '../api/get-prices-and-counts';
import type { Stage } from '../model/buy-stage';
import { clockOffset, holdExpiresAt } from '../model/countdown';
import { saleState } from '../model/selling-state';
import { useBasket } from '../model/use-basket';
import { useBasketActions } from '../model/use-basket-actions';
import { useBuySteps } from '../model/use-buy-steps';
import { useHoldControls } from '../model/use-hold-controls';
import { BasketChallengeHost } from './BasketChallenge';
import { BuyFormStage } from './BuyFormStage';
import { BasketCountdown } from './basket/BasketCountdown';
import { CovidNotice } from './CovidNotice';
import { useActiveCouponId, useMinimumNotReached } from './coupons/coupon-store';
import { BasketTimeoutDialog, MinimumCountDialog, preloadLaterParts } from './lazy-parts';
import { SaleStateNotice } from './SaleStateNotice';

// The seat map (SVG drawing, seat list, gestures) loads only when someone opens it.
const SeatMapModal = lazy(() => import('./seatmap/SeatMapModal'));

// A buyer reaching for the form fetches the later stages (lazy-parts.ts).
const preload = () => void preloadLaterParts();

/**
 * The buy form (spec 2 §2 stages and flow): stage1 → donateAmountStage (donation sectors) → stage2 →
 * merchStage (when the event sells merchandise) → stage3 (basket). Sale states, external links and the
 * covid card replace or precede it; the basket hold countdown runs whenever the basket holds something.
 */
export function BuyForm({ event, onSettled }: { event: EventDetail; onSettled?: () => void }) {
  const { t } = useTranslation();
  const inProduct = event.SellingChannelInfo.SellingChannel === IN_PRODUCT_SELLING_CHANNEL;
  const couponId = useActiveCouponId(event.Id);
  const prices = useQuery({ ...pricesAndCountsQuery(event.Id, couponId), enabled: inProduct });
  const { basket, isLoading: basketLoading } = useBasket();
  const actions = useBasketActions(event.Id);
  const [stage, setStage] = useState<Stage>({ name: 'stage1' });
  const restart = useCallback(() => setStage({ name: 'stage1' }), []);
  const hold = useHoldControls(basket, actions, restart);
  const steps = useBuySteps(prices.data, basket, actions, setStage);
  // Once a purchase is under way (quantity, basket, checkout), nothing promotional covers the form.
  useQuietPromotions(stage.name !== 'stage1');
  const title = useStageFocus(stage.name);
  const [seatMap, setSeatMap] = useState<{ sectorId: string | null } | null>(null);
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
  const hasItems = (basket?.ItemCount ?? 0) > 0;
  // A basket that already holds something leads on to the basket stage: fetch the later stages now.
  useEffect(() => {
    if (hasItems) void preloadLaterParts();
  }, [hasItems]);
  const expiresAt =
    basket && hasItems
      ? holdExpiresAt(basket.ValidTill, clockOffset(basket.ServerUtcTime, basket.receivedAt))
      : null;

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

  const countdown =
    expiresAt !== null ? (
      <BasketCountdown
        expiresAt={expiresAt}
        canExtend={hold.canExtend}
        extending={hold.extending}
        onExtend={hold.extend}
        onExpire={hold.expire}
      />
    ) : null;

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
        <BuyFormStage
          event={event}
          prices={data}
          basket={basket}
          stage={stage}
          setStage={setStage}
          state={state}
          steps={steps}
          countdown={countdown}
          onOpenSeatMap={(sectorId) => setSeatMap({ sectorId })}
        />
      </Suspense>
      <Suspense fallback={null}>
        {hold.timedOut && <BasketTimeoutDialog opened onClose={hold.closeTimeout} />}
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
              if (added > 0) setStage(steps.afterTickets());
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * A new stage replaces the control that was just used: the form comes into view and focus moves to its
 * title, so keyboard and screen-reader users continue from the top of the new stage.
 */
function useStageFocus(stageName: Stage['name']) {
  const title = useRef<HTMLHeadingElement | null>(null);
  const shownStage = useRef(stageName);
  useEffect(() => {
    if (shownStage.current === stageName) return;
    shownStage.current = stageName;
    const heading = title.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [stageName]);
  return title;
}
