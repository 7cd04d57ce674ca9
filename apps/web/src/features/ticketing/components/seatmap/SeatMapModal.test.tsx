import type { Basket, EventPricesAndCounts, Row, SeatState, Venue } from '@marquee/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { mockApi } from '../../../../test/api';
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

beforeAll(() => ensureCatalogPart('ticketing'));
afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

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
const seating = buildSector({
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
const prices: EventPricesAndCounts = buildPrices({
  Sectors: [standing, seating],
  TicketCategories: [
    buildCategory(),
    buildCategory({ _id: T_IDS.a, Key: 'A', Name: 'Category A', Price: 35, Color: 'e74c3c' }),
  ],
});
const venue = {
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

function Harness({
  onClose,
  initialSectorId,
}: {
  onClose: (added: number) => void;
  initialSectorId: string | null;
}) {
  const { basket } = useBasket();
  const actions = useBasketActions(T_IDS.event);
  return (
    <SeatMapModal
      event={buildEventDetail()}
      prices={prices}
      venueId={T_IDS.venue}
      configurationId={T_IDS.configuration}
      initialSectorId={initialSectorId}
      basket={basket}
      actions={actions}
      onClose={onClose}
    />
  );
}

function seatApi(options: { basket?: Basket; states?: Record<string, SeatState>; addDelayMs?: number } = {}) {
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
  return mockApi({
    [`GET /venue/${T_IDS.venue}`]: { body: venue },
    [`GET /venue/${T_IDS.venue}/sector/${T_IDS.seating}`]: { body: { ...seating, Rows: rows } },
    [`GET /event/${T_IDS.event}/venueconfigurations/${T_IDS.configuration}/svg`]: { body: svg },
    [`GET /event/${T_IDS.event}/getSeatsStatus`]: () => ({
      body: {
        ServerUtcTime: new Date().toISOString(),
        Sectors: [{ SectorId: T_IDS.seating, IsSellingEnabled: true, Seats: states }],
      },
    }),
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
}

function renderMap(initialSectorId: string | null = T_IDS.seating) {
  const onClose = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Harness onClose={onClose} initialSectorId={initialSectorId} />
    </AppProviders>,
  );
  return { onClose };
}

async function openSeatList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Seat list' }));
  await user.click(await screen.findByRole('button', { name: /Row 1, Stalls/ }));
  return screen.findByTestId('seat-list');
}

describe('seat map modal (spec 2 §2, §4)', () => {
  it('adds an available seat from the seat list by keyboard and counts it in the footer', async () => {
    const user = userEvent.setup();
    const api = seatApi();
    const { onClose } = renderMap();
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    const list = await openSeatList(user);
    const first = await within(list).findByRole('button', { name: /Row 1, seat 1, available/ });
    first.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /Row 1, seat 1, in your basket/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(api.callsTo('POST', `/ticketing/${T_IDS.event}/basket/${T_IDS.guid}/seat/s1`)).toHaveLength(1);
    expect(screen.getByText('1 ticket added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(1);
  });

  it('ignores clicks on taken seats and on a seat whose add is still loading', async () => {
    const user = userEvent.setup();
    const api = seatApi({ addDelayMs: 300 });
    renderMap();
    const list = await openSeatList(user);
    const sold = await within(list).findByRole('button', { name: /Row 1, seat 3, taken/ });
    await user.click(sold);
    const free = within(list).getByRole('button', { name: /Row 1, seat 2, available/ });
    await user.click(free);
    await user.click(within(list).getByRole('button', { name: /Row 1, seat 2, loading/ }));
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /seat 2, in your basket/ })).toBeInTheDocument(),
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/s3'))).toHaveLength(0);
  });

  it('is not closed by Escape', async () => {
    const user = userEvent.setup();
    seatApi();
    const { onClose } = renderMap();
    await screen.findByTestId('seat-map');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('seat-map')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells for 2 s that the standing sector maximum is reached instead of opening the picker', async () => {
    const user = userEvent.setup();
    seatApi({
      basket: buildBasket([buildItem(), buildItem()]),
    });
    renderMap(null);
    await user.click(await screen.findByRole('radio', { name: 'Seat list' }));
    await user.click(await screen.findByRole('button', { name: 'Floor' }));
    expect(
      await screen.findByText('You have reached maximum tickets per purchase for this sector.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Number of tickets' })).not.toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          screen.queryByText('You have reached maximum tickets per purchase for this sector.'),
        ).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
  });

  it('opens the standing picker when the maximum is not reached', async () => {
    seatApi();
    renderMap(T_IDS.standing);
    const picker = await screen.findByRole('group', { name: 'Number of tickets' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2']);
  });
});
