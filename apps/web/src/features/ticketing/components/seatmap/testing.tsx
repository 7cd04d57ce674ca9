import type { Basket, EventPricesAndCounts, Row, SeatState, Venue } from '@marquee/contract';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { mockApi } from '../../../../test/api';
import { ticketingKeys } from '../../api/keys';
import { useBasket } from '../../model/use-basket';
import { useBasketActions } from '../../model/use-basket-actions';
import {
  buildBasket,
  buildCategory,
  buildEventDetail,
  buildItem,
  buildPrices,
  buildSector,
  T_IDS,
} from '../../test-fixtures';
import SeatMapModal from './SeatMapModal';

/** The seat-map modal's test bench: a 3-seat stalls sector and a standing floor, behind a fake API. */

const seat = (id: string, name: string, x: number) => ({
  _id: id,
  Name: name,
  CenterPosition: { X: x, Y: 50 },
  Radius: 10,
  TicketCategoryId: 'A',
  IsDeleted: false,
  IsAccessible: false,
});
const rows: Row[] = [
  {
    _id: 'row-1',
    Name: '1',
    IsDeleted: false,
    Seats: [seat('s1', '1', 20), seat('s2', '2', 45), seat('s3', '3', 70)],
  },
];
export const seating = buildSector({
  _id: T_IDS.seating,
  Name: 'Stalls',
  Type: 'SeatingSector',
  SvgId: 'stalls',
  TicketCategoryId: null,
  TicketCategories: [{ Id: T_IDS.a, AvailableCount: 2, TotalCount: 3 }],
  Price: null,
  Capacity: null,
});
const standing = buildSector({ MaximumTicketsPerPurchase: 2 });
export const prices: EventPricesAndCounts = buildPrices({
  Sectors: [standing, seating],
  TicketCategories: [
    buildCategory(),
    buildCategory({ _id: T_IDS.a, Key: 'A', Name: 'Category A', Price: 35, Color: 'e74c3c' }),
  ],
});
export const venue = {
  _id: T_IDS.venue,
  Name: 'Hall',
  TimeZone: 'Europe/Bratislava',
  ConfigurationId: T_IDS.configuration,
  ConfigurationName: 'Default',
  Width: 200,
  Height: 100,
  Sectors: [],
  TicketCategories: [],
  AdditionalShapes: [],
  Gates: [],
} satisfies Venue;
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><path id="floor" d="M0 0h90v90z"/><path id="stalls" d="M100 0h90v90z"/></svg>';

interface MapOptions {
  /** What the event's sale read answers (default: `prices`). */
  prices?: EventPricesAndCounts;
  couponIds?: string[];
}

function Harness({
  onClose,
  initialSectorId,
  options,
}: {
  onClose: (added: number) => void;
  initialSectorId: string | null;
  options: MapOptions;
}) {
  const { basket } = useBasket();
  const actions = useBasketActions(T_IDS.event);
  return (
    <SeatMapModal
      event={buildEventDetail()}
      prices={options.prices ?? prices}
      couponIds={options.couponIds}
      venueId={T_IDS.venue}
      configurationId={T_IDS.configuration}
      initialSectorId={initialSectorId}
      basket={basket}
      actions={actions}
      onClose={onClose}
    />
  );
}

export function seatApi(
  options: {
    basket?: Basket;
    states?: Record<string, SeatState>;
    /** Seat → the coupon that frees it (getSeatsStatus CouponSeats). */
    couponSeats?: Record<string, string>;
    addDelayMs?: number;
    /** How long getSeatsStatus takes once it is asked for a basket (a new basket's first refresh). */
    basketStatusDelayMs?: number;
    venue?: Partial<Venue>;
    /** What GET eventpricesandcounts answers now (default: no such route; the map keeps what it got). */
    livePrices?: () => EventPricesAndCounts;
  } = {},
) {
  let basket = options.basket ?? buildBasket([]);
  const states: Record<string, SeatState> = {
    s1: 'AVAILABLE',
    s2: 'AVAILABLE',
    s3: 'SOLD',
    ...options.states,
  };
  if (options.basket) {
    window.localStorage.setItem('marquee.basket', JSON.stringify({ guid: T_IDS.guid, issuedAt: Date.now() }));
  }
  const statusAnswer = () => ({
    body: {
      ServerUtcTime: new Date().toISOString(),
      Sectors: [
        {
          SectorId: T_IDS.seating,
          IsSellingEnabled: true,
          Seats: { ...states },
          CouponSeats: options.couponSeats ?? {},
        },
      ],
    },
  });
  const api = mockApi({
    ...(options.livePrices
      ? { [`GET /event/${T_IDS.event}/eventpricesandcounts`]: () => ({ body: options.livePrices?.() }) }
      : {}),
    [`GET /venue/${T_IDS.venue}`]: { body: { ...venue, ...options.venue } },
    [`GET /venue/${T_IDS.venue}/sector/${T_IDS.seating}`]: { body: { ...seating, Rows: rows } },
    [`GET /event/${T_IDS.event}/venueconfigurations/${T_IDS.configuration}/svg`]: { body: svg },
    [`GET /event/${T_IDS.event}/getSeatsStatus`]: async (call) => {
      if (call.query.get('guid')) {
        await new Promise((resolve) => setTimeout(resolve, options.basketStatusDelayMs ?? 0));
      }
      return statusAnswer();
    },
    'GET /ticketing/basket/createBasket': { body: { guid: T_IDS.guid } },
    [`GET /ticketing/basket/${T_IDS.guid}`]: () => ({ body: basket }),
    [`POST /ticketing/${T_IDS.event}/basket/${T_IDS.guid}/seat/*`]: async (call) => {
      await new Promise((resolve) => setTimeout(resolve, options.addDelayMs ?? 0));
      const seatId = call.path.split('/').at(-1) ?? '';
      states[seatId] = 'RESERVED_ME';
      const item = buildItem({
        SeatId: seatId,
        SectorId: T_IDS.seating,
        SectorName: 'Stalls',
        RowName: '1',
        SeatName: seatId,
      });
      basket = buildBasket([...(basket.Events[0]?.Items ?? []), item]);
      return { body: { Basket: basket, Added: [item] } };
    },
  });
  /** `states`: change a seat's state for the next getSeatsStatus answer. */
  return { ...api, states };
}

export function renderMap(initialSectorId: string | null = T_IDS.seating, options: MapOptions = {}) {
  const onClose = vi.fn();
  const queryClient = createQueryClient();
  // As in the buy form, which read the prices before it opened the map (the map shares that read).
  queryClient.setQueryData(ticketingKeys.prices(T_IDS.event), options.prices ?? prices);
  render(
    <AppProviders queryClient={queryClient} env="test">
      <Harness onClose={onClose} initialSectorId={initialSectorId} options={options} />
    </AppProviders>,
  );
  return { onClose };
}
