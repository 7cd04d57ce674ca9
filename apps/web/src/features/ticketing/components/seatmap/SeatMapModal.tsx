import '../styles';
import {
  Alert,
  Button,
  Group,
  Image,
  Loader,
  Modal,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  type Basket,
  type EventDetail,
  type EventPricesAndCounts,
  quantityBounds,
  type Sector,
  TICKETING,
  type Venue,
} from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';
import classes from '../../../../components/seatmap/SeatMap.module.css';
import { type PlacedSeat, placeSeats } from '../../../../components/seatmap/seat-paths';
import { parseVenueSvg } from '../../../../components/seatmap/venue-svg';
import { configurationSvgQuery } from '../../api/get-configuration-svg';
import { pricesAndCountsQuery } from '../../api/get-prices-and-counts';
import { venueQuery } from '../../api/get-venue';
import { venueSectorQuery } from '../../api/get-venue-sector';
import { formatMoney } from '../../model/money';
import { basketCountIn, categoryOf, sectorAvailable } from '../../model/sectors';
import type { useBasketActions } from '../../model/use-basket-actions';
import { useActiveCouponId } from '../coupons/coupon-store';
import { ImageLightbox } from './ImageLightbox';
import { shapeImageUrl, venueImageUrl } from './images';
import { PriceLegend } from './PriceLegend';
import { SeatList } from './SeatList';
import { SeatMapView } from './SeatMapView';
import { StandingPicker } from './StandingPicker';
import { useSeatSelection } from './use-seat-selection';

interface SeatMapModalProps {
  event: EventDetail;
  prices: EventPricesAndCounts;
  venueId: string;
  configurationId: string;
  initialSectorId: string | null;
  basket: Basket | null;
  actions: ReturnType<typeof useBasketActions>;
  /**
   * The buyer's coupons for this event: seats reserved for them become pickable. Default: the active promo
   * code of the coupon section and the coupons the basket already uses.
   */
  couponIds?: readonly string[];
  /** With the number of tickets added while the map was open. */
  onClose: (added: number) => void;
}

const EMPTY_ROWS: never[] = [];
type AdditionalShape = Venue['AdditionalShapes'][number];

/**
 * The seat-map modal (spec 2 §2, §4 "Seat map", §9): full screen, closed only by its own footer button
 * (not by clicking outside or Escape, so a stray key never loses a half-made choice). A drawing with
 * zoom, pan and pinch, or the same seats as a keyboard-friendly list; a price legend, the zoomed sector's
 * gallery, image pins and the standing picker; the footer counts what was added.
 */
export default function SeatMapModal(props: SeatMapModalProps) {
  const { event, venueId, configurationId, basket, actions } = props;
  const { t, i18n } = useTranslation();
  // The buyer's coupons: the promo code selected for this event and those the basket already uses.
  const activeCoupon = useActiveCouponId(event.Id);
  // Prices and counts refresh with the seat states (same key as the buy form's read, so both follow): a
  // price that starts selling, or a wave that switches, while the map is open makes its seats pickable.
  const livePrices = useQuery({
    ...pricesAndCountsQuery(event.Id, activeCoupon),
    refetchInterval: TICKETING.seatRefreshMs,
  });
  const prices = livePrices.data ?? props.prices;
  const venue = useQuery(venueQuery(venueId, configurationId));
  const svg = useQuery(configurationSvgQuery(event.Id, configurationId));
  const [view, setView] = useState<'map' | 'list'>('map');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [standing, setStanding] = useState<Sector | null>(null);
  const [added, setAdded] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [lightbox, setLightbox] = useState<{ src: string; caption: string | null } | null>(null);

  const sectors = useMemo(
    () => prices.Sectors.filter((sector) => !sector.IsHidden && !sector.IsCanceled),
    [prices.Sectors],
  );
  const seating = sectors.filter((sector) => sector.Type === 'SeatingSector');
  const selected = sectors.find((sector) => sector._id === selectedId) ?? null;
  const width = venue.data?.Width ?? 1000;
  const height = venue.data?.Height ?? 1000;
  const [resetKey, setResetKey] = useState(0);

  const parsed = useMemo(
    () =>
      svg.data
        ? parseVenueSvg(
            svg.data,
            sectors.map((sector) => sector.SvgId),
          )
        : null,
    [svg.data, sectors],
  );

  const sectorData = useQuery({
    ...venueSectorQuery(venueId, selectedId ?? ''),
    enabled: selected?.Type === 'SeatingSector',
  });
  const rows = selected?.Type === 'SeatingSector' ? (sectorData.data?.Rows ?? EMPTY_ROWS) : EMPTY_ROWS;
  const seats = useMemo(() => placeSeats(rows), [rows]);

  const onCountChange = useCallback((delta: number) => setAdded((count) => count + delta), []);
  const visibleSeating = useMemo(
    () => (selected?.Type === 'SeatingSector' ? [selected._id] : []),
    [selected],
  );
  const basketCoupons = basket?.UsedCouponIds;
  const couponIds = useMemo(
    () =>
      props.couponIds ?? [...new Set([...(activeCoupon ? [activeCoupon] : []), ...(basketCoupons ?? [])])],
    [props.couponIds, activeCoupon, basketCoupons],
  );
  const selection = useSeatSelection({
    eventId: event.Id,
    sectorIds: visibleSeating,
    basket,
    couponIds,
    addSeat: actions.addSeatTicket,
    removeItem: actions.removeItem,
    onCountChange,
  });

  const showNotice = useCallback((text: string) => setNotice(text), []);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), TICKETING.notificationMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const categoryById = useCallback(
    (id: string) =>
      prices.TicketCategories.find((category) => category._id === id || category.Key === id) ?? null,
    [prices.TicketCategories],
  );
  const categoryColor = useCallback((id: string) => categoryById(id)?.Color ?? '3598db', [categoryById]);
  const priceOf = useCallback(
    (id: string) => {
      const price = categoryById(id)?.Price;
      return typeof price === 'number' ? formatMoney(price, prices.Currency, i18n.language) : null;
    },
    [categoryById, prices.Currency, i18n.language],
  );

  const openSector = useCallback(
    (sector: Sector) => {
      if (sector.Type === 'SeatingSector') {
        setSelectedId(sector._id);
        return;
      }
      // Spec 2 §4: a standing sector opens the picker, unless this purchase already holds its maximum.
      if (basketCountIn(basket, event.Id, sector._id) >= sector.MaximumTicketsPerPurchase) {
        showNotice(t('SVG.MAXIMUM_REACHED'));
        return;
      }
      setStanding(sector);
    },
    [basket, event.Id, showNotice, t],
  );

  // Opened from a stage1 sector button: start on that sector.
  const initial = useRef(props.initialSectorId);
  useEffect(() => {
    const id = initial.current;
    initial.current = null;
    const sector = id ? sectors.find((entry) => entry._id === id) : undefined;
    if (sector) openSector(sector);
  }, [sectors, openSector]);

  const resetView = () => {
    setSelectedId(null);
    setResetKey((key) => key + 1);
  };

  const addStanding = async (sector: Sector, count: number) => {
    setBusy(true);
    const outcome = await actions.addStandingTickets(sector._id, count);
    setBusy(false);
    if (outcome === 'added') setAdded((current) => current + count);
    setStanding(null);
  };

  const pins = useMemo(
    () =>
      (venue.data?.AdditionalShapes ?? [])
        .filter((shape) => shape.ImageId && shape.Shape.length > 0)
        .map((shape) => ({
          shape,
          x: shape.Shape.reduce((sum, point) => sum + point.X, 0) / shape.Shape.length,
          y: shape.Shape.reduce((sum, point) => sum + point.Y, 0) / shape.Shape.length,
        })),
    [venue.data],
  );
  const openPin = useCallback(
    (shape: AdditionalShape) => {
      if (shape.ImageId) setLightbox({ src: shapeImageUrl(venueId, shape.ImageId), caption: shape.Caption });
    },
    [venueId],
  );
  const { toggle } = selection;
  const onSeatClick = useCallback((seat: PlacedSeat) => void toggle(seat.id), [toggle]);

  const gallery = selected ? [...(selected.Cover ? [selected.Cover] : []), ...selected.Gallery] : [];
  const usedCategories = prices.TicketCategories.filter((category) => category.Price !== null);
  const standingCategory = standing ? categoryOf(prices, standing) : null;

  // The selected sector's pictures: below the map, or at the end of the seat list, which they scroll with.
  const pictures = gallery.length > 0 && (
    <ScrollArea type="auto" offsetScrollbars>
      <Group gap="xs" wrap="nowrap" aria-label={t('TICKETING.SEAT_MAP.GALLERY')} role="group">
        {gallery.map((imageId) => {
          const src = venueImageUrl(venueId, imageId);
          return (
            <UnstyledButton
              key={imageId}
              onClick={() =>
                setLightbox({
                  src: venueImageUrl(venueId, imageId, 1200),
                  caption: selected?.Name ?? null,
                })
              }
              aria-label={t('TICKETING.SEAT_MAP.OPEN_PICTURE', { name: selected?.Name ?? '' })}
            >
              <Image src={src} alt="" h={56} w={84} fit="cover" radius="sm" />
            </UnstyledButton>
          );
        })}
      </Group>
    </ScrollArea>
  );

  return (
    <Modal
      opened
      onClose={() => props.onClose(added)}
      fullScreen
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      title={t('TICKETING.SEAT_MAP.TITLE', { name: event.ProfileName })}
      attributes={{
        ...DIALOG_HEADER_ATTRIBUTES,
        content: { 'data-testid': 'seat-map' } as Record<string, string>,
      }}
      styles={{ body: { height: 'calc(100dvh - 60px)', display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as 'map' | 'list')}
          data={[
            { value: 'map', label: t('TICKETING.SEAT_MAP.VIEW_MAP') },
            { value: 'list', label: t('TICKETING.SEAT_MAP.VIEW_LIST') },
          ]}
          aria-label={t('TICKETING.SEAT_MAP.VIEW')}
        />
        <Group gap="xs">
          {selected && <Text fw={600}>{selected.Name}</Text>}
          <Button variant="default" size="xs" onClick={resetView}>
            {t('TICKETING.SEAT_MAP.RESET')}
          </Button>
        </Group>
      </Group>

      {view === 'map' ? (
        <div className={classes.mapArea}>
          {notice && (
            <Alert className={classes.notice} color="orange" role="status" data-testid="seat-map-notice">
              {notice}
            </Alert>
          )}
          {!parsed || !venue.data ? (
            <Group justify="center" p="xl">
              <Loader aria-label={t('TICKETING.LOADING')} />
            </Group>
          ) : (
            <SeatMapView
              resetKey={resetKey}
              width={width}
              height={height}
              image={parsed.image}
              outlines={parsed.outlines}
              sectors={sectors}
              selectedSectorId={selectedId}
              seats={seats}
              stateOf={selection.stateOf}
              categoryColor={categoryColor}
              pins={pins}
              onSectorClick={openSector}
              onSeatClick={onSeatClick}
              onPinClick={openPin}
            />
          )}
        </div>
      ) : (
        // On a phone every fixed line under the list is a line less of seats: in the list view the legend
        // (prices only; the list names each seat's state) and the pictures scroll with the rows.
        <ScrollArea style={{ flex: 1 }} type="auto" data-testid="seat-list-scroller">
          <Stack gap="sm" p={2}>
            <PriceLegend categories={usedCategories} currency={prices.Currency} symbols={false} />
            {notice && (
              <Alert color="orange" role="status">
                {notice}
              </Alert>
            )}
            <Group gap="xs" role="group" aria-label={t('TICKETING.SEAT_LIST.SECTORS')}>
              {sectors.map((sector) => (
                <Button
                  key={sector._id}
                  size="xs"
                  variant={sector._id === selectedId ? 'filled' : 'default'}
                  aria-pressed={sector._id === selectedId}
                  disabled={!sector.IsSellingEnabled || sectorAvailable(sector) < 1}
                  onClick={() => openSector(sector)}
                >
                  {sector.Name}
                </Button>
              ))}
            </Group>
            {selected?.Type === 'SeatingSector' &&
              (sectorData.isLoading ? (
                <Loader size="sm" aria-label={t('TICKETING.LOADING')} />
              ) : (
                <SeatList
                  sectorName={selected.Name}
                  rows={rows}
                  stateOf={selection.stateOf}
                  priceOf={priceOf}
                  onToggle={(seatId) => void selection.toggle(seatId)}
                />
              ))}
            {!selected && seating.length > 0 && <Text size="sm">{t('TICKETING.SEAT_LIST.PICK_SECTOR')}</Text>}
            {pictures}
          </Stack>
        </ScrollArea>
      )}

      {view === 'map' && (
        <>
          <PriceLegend categories={usedCategories} currency={prices.Currency} />
          {pictures}
        </>
      )}

      <Group justify="space-between" gap="sm" data-testid="seat-map-footer">
        <Text aria-live="polite">{added > 0 ? t('TICKETING.SEAT_MAP.ADDED', { count: added }) : ''}</Text>
        <Button
          onClick={() => props.onClose(added)}
          data-testid="seat-map-done"
          variant={added > 0 ? 'filled' : 'default'}
        >
          {added > 0 ? t('TICKETING.SEAT_MAP.OK') : t('TICKETING.CLOSE')}
        </Button>
      </Group>

      {standing && (
        <StandingPicker
          sector={standing}
          price={
            standingCategory?.Price != null
              ? formatMoney(standingCategory.Price, prices.Currency, i18n.language)
              : null
          }
          bounds={quantityBounds({
            availableCount: sectorAvailable(standing),
            basketCount: basketCountIn(basket, event.Id, standing._id),
            minPerPurchase: standing.MinimumTicketsPerPurchase,
            maxPerPurchase: standing.MaximumTicketsPerPurchase,
          })}
          busy={busy}
          onPick={(count) => void addStanding(standing, count)}
          onClose={() => setStanding(null)}
        />
      )}
      {lightbox && (
        <ImageLightbox src={lightbox.src} caption={lightbox.caption} onClose={() => setLightbox(null)} />
      )}
    </Modal>
  );
}
