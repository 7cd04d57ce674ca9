import type { Layout, SeatState } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandler, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildManagedEvent, buildMyEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';

// The first find of a test waits for the lazy page chunk, which a busy machine slows.
const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const VENUE = '88888888-8888-4888-8888-888888888888';
const VC = '99999999-9999-4999-8999-999999999999';
const SECTOR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const seatId = (n: number) => `5eat0000-0000-4000-8000-00000000000${n}`;

const seat = (n: number, taken = false) => ({
  _id: seatId(n),
  Name: String(n),
  CenterPosition: { X: 40 * n, Y: n < 5 ? 50 : 100 },
  Radius: 10,
  TicketCategoryId: 'STANDARD',
  IsAccessible: false,
  IsTaken: taken,
});

const layout: Layout = {
  Id: VC,
  VenueId: VENUE,
  Name: 'Main hall',
  Svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"></svg>',
  Width: 400,
  Height: 200,
  IsEventLayout: true,
  Sectors: [
    {
      _id: SECTOR,
      Type: 'SeatingSector',
      Name: 'Parter',
      Description: null,
      Color: '3598db',
      SvgId: 'parter',
      Order: 0,
      Capacity: null,
      TicketCategoryId: null,
      IsMerchandise: false,
      ShowRowName: true,
      ShowSeatName: true,
      MinimumTicketsPerPurchase: 1,
      MaximumTicketsPerPurchase: 10,
      IsHidden: false,
      IsCanceled: false,
      IsSellingEnabled: true,
      NextWaveId: null,
      NextWaveActivationTime: null,
      GateIds: [],
      Cover: null,
      Gallery: [],
      Rows: [
        { _id: 'row-1', Name: '1', Seats: [seat(1), seat(2), seat(3), seat(4, true)] },
        { _id: 'row-2', Name: '2', Seats: [seat(5), seat(6)] },
      ],
    },
  ],
  AdditionalShapes: [],
  Gates: [],
};

const blockPath = `/event/${IDS.event}/seats/block`;
const unblockPath = `/event/${IDS.event}/seats/unblock`;

function setup(
  options: { selling?: boolean; listed?: ApiHandler; block?: ApiHandler; unblock?: ApiHandler } = {},
) {
  const organizer = buildOrganizer();
  storeSignIn(organizer);
  const states: Record<string, SeatState> = {
    [seatId(1)]: 'AVAILABLE',
    [seatId(2)]: 'BLOCKED',
    [seatId(3)]: 'AVAILABLE',
    [seatId(4)]: 'SOLD',
    [seatId(5)]: 'AVAILABLE',
    [seatId(6)]: 'AVAILABLE',
  };
  return mockApi({
    'GET /account/userinfo': { body: organizer },
    [`GET /event/${IDS.event}/management`]: {
      body: buildManagedEvent({
        Status: 'PUBLISHED',
        VenueRef: { _id: VENUE, Name: 'Hall' },
        VenueConfigurationId: VC,
      }),
    },
    [`GET /event/${IDS.event}/venueconfigurations/${VC}/layout`]: { body: layout },
    [`GET /event/${IDS.event}/getSeatsStatus`]: () => ({
      body: {
        ServerUtcTime: new Date().toISOString(),
        Sectors: [
          { SectorId: SECTOR, IsSellingEnabled: options.selling ?? true, Seats: states, CouponSeats: {} },
        ],
      },
    }),
    [`GET /event/${IDS.event}/seats/blocks`]: options.listed ?? { body: { BlockedSeatIds: [seatId(2)] } },
    [`PUT ${blockPath}`]: options.block ?? ((call) => blockAnswer(call.body, [seatId(2)])),
    [`PUT ${unblockPath}`]: options.unblock ?? { body: { BlockedSeatIds: [], TakenSeatIds: [] } },
  });
}

function blockAnswer(body: unknown, already: string[]) {
  const ids = (body as { SeatIds: string[] }).SeatIds;
  return { body: { BlockedSeatIds: [...already, ...ids], TakenSeatIds: [] } };
}

async function openRow(user: ReturnType<typeof userEvent.setup>, row: string) {
  await user.click(await screen.findByRole('radio', { name: 'Seat list' }, LOAD));
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Row ${row}, Parter`) }));
  const list = await screen.findByTestId('seat-block-list');
  // The opened row's panel shows its seats once it has expanded.
  await within(list).findByRole('button', { name: new RegExp(`^Row ${row}, seat 1,`) });
  return list;
}

const seatButton = (list: HTMLElement, row: string, n: number, state: string) =>
  within(list).getByRole('button', { name: `Row ${row}, seat ${n}, ${state}` });

describe('organizer seat blocks (PUT /event/{id}/seats/block and /unblock)', () => {
  it('selects by click and shift-click in the seat list, blocks after a confirmation, then unblocks', async () => {
    const user = userEvent.setup();
    const api = setup();
    renderApp(`/en/event/seats/${IDS.event}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Block seats' }, LOAD)).toBeInTheDocument();
    const list = await openRow(user, '1');
    expect(screen.getByTestId('seat-blocks-counts')).toHaveTextContent('Selected: 0 · Blocked: 1 of 6 seats');

    await user.click(seatButton(list, '1', 1, 'on sale'));
    // Shift-click: the range from seat 1 — the blocked seat 2 joins (to unblock), the sold seat 4 never does.
    await user.keyboard('{Shift>}');
    await user.click(seatButton(list, '1', 4, 'sold or held by a buyer'));
    await user.keyboard('{/Shift}');
    expect(seatButton(list, '1', 1, 'on sale')).toHaveAttribute('aria-pressed', 'true');
    expect(seatButton(list, '1', 2, 'blocked')).toHaveAttribute('aria-pressed', 'true');
    expect(seatButton(list, '1', 3, 'on sale')).toHaveAttribute('aria-pressed', 'true');
    expect(seatButton(list, '1', 4, 'sold or held by a buyer')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('seat-blocks-counts')).toHaveTextContent('Selected: 3');
    expect(screen.getByTestId('seat-blocks-block')).toHaveTextContent('Block 2 seats');
    expect(screen.getByTestId('seat-blocks-unblock')).toHaveTextContent('Unblock 1 seat');

    await user.click(screen.getByTestId('seat-blocks-block'));
    const dialog = await screen.findByRole('dialog', { name: 'Block 2 seats?' });
    expect(api.callsTo('PUT', blockPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Block 2 seats' }));
    expect(await screen.findByTestId('seat-blocks-result')).toHaveTextContent('2 seats blocked.');
    expect(api.callsTo('PUT', blockPath)[0]?.body).toEqual({ SeatIds: [seatId(1), seatId(3)] });
    // The answer's list of blocked seats is drawn: seats 1–3 blocked, seat 2 still selected.
    expect(seatButton(list, '1', 1, 'blocked')).toHaveAttribute('aria-pressed', 'false');
    expect(seatButton(list, '1', 3, 'blocked')).toBeInTheDocument();
    expect(screen.getByTestId('seat-blocks-counts')).toHaveTextContent('Selected: 1 · Blocked: 3 of 6 seats');
    expect(screen.getByTestId('seat-blocks-block')).toBeDisabled();

    await user.click(screen.getByTestId('seat-blocks-unblock'));
    const again = await screen.findByRole('dialog', { name: 'Unblock 1 seat?' });
    await user.click(within(again).getByRole('button', { name: 'Unblock 1 seat' }));
    expect(await screen.findByTestId('seat-blocks-result')).toHaveTextContent('1 seat unblocked.');
    expect(api.callsTo('PUT', unblockPath)[0]?.body).toEqual({ SeatIds: [seatId(2)] });
    await waitFor(() => expect(seatButton(list, '1', 2, 'on sale')).toBeInTheDocument());
  });

  it('selects a whole row or sector without the seats of buyers, and a cancelled confirmation sends nothing', async () => {
    const user = userEvent.setup();
    const api = setup();
    renderApp(`/en/event/seats/${IDS.event}`);
    const list = await openRow(user, '1');
    await user.click(within(list).getByRole('button', { name: 'Select every seat of Row 1, Parter' }));
    expect(screen.getByTestId('seat-blocks-counts')).toHaveTextContent('Selected: 3');
    await user.click(seatButton(list, '1', 4, 'sold or held by a buyer'));
    expect(screen.getByTestId('seat-blocks-counts')).toHaveTextContent('Selected: 3');

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByTestId('seat-blocks-counts')).toHaveTextContent('Selected: 0');
    await user.click(screen.getByTestId('seat-blocks-sector'));
    await user.click(await screen.findByRole('option', { name: 'Parter' }));
    await user.click(screen.getByTestId('seat-blocks-select-shown'));
    expect(screen.getByTestId('seat-blocks-counts')).toHaveTextContent('Selected: 5');
    expect(screen.getByTestId('seat-blocks-block')).toHaveTextContent('Block 4 seats');

    await user.click(screen.getByTestId('seat-blocks-block'));
    const dialog = await screen.findByRole('dialog', { name: 'Block 4 seats?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', blockPath)).toHaveLength(0);
  });

  it('shows the API’s error through its own text and keeps the selection', async () => {
    const user = userEvent.setup();
    setup({
      block: { status: 400, body: { Code: 'SEAT_NOT_IN_EVENT', Message: 'Some of these seats are not…' } },
      unblock: { status: 403, body: { Code: 'FORBIDDEN', Message: 'No right to the event.' } },
    });
    renderApp(`/en/event/seats/${IDS.event}`);
    const list = await openRow(user, '1');
    await user.click(seatButton(list, '1', 1, 'on sale'));
    await user.click(seatButton(list, '1', 2, 'blocked'));
    await user.click(screen.getByTestId('seat-blocks-block'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block 1 seat?' })).getByRole('button', {
        name: 'Block 1 seat',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of these seats are no longer part of this event’s layout. Reload the page and try again.',
    );
    expect(seatButton(list, '1', 1, 'on sale')).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByTestId('seat-blocks-unblock'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unblock 1 seat?' })).getByRole('button', {
        name: 'Unblock 1 seat',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('seat-blocks-error')).toHaveTextContent(
        'Your active profile cannot manage this event.',
      ),
    );
  });

  it('reads earlier blocks from the editors’ list, also in a sector that is not selling', async () => {
    setup({ selling: false });
    renderApp(`/en/event/seats/${IDS.event}`);
    expect(await screen.findByTestId('seat-blocks-counts', {}, LOAD)).toHaveTextContent(
      'Blocked: 1 of 6 seats',
    );
    expect(screen.queryByTestId('seat-blocks-unknown')).not.toBeInTheDocument();
  });

  it('says where earlier blocks cannot be read when the list fails (a sector not selling answers BLOCKED for every seat)', async () => {
    setup({ selling: false, listed: { status: 500, body: { Code: 'INTERNAL', Message: 'x' } } });
    renderApp(`/en/event/seats/${IDS.event}`);
    expect(await screen.findByTestId('seat-blocks-unknown', {}, LOAD)).toHaveTextContent(
      'The sale is not open in Parter',
    );
    // Not read as blocks: every free seat shows as on sale.
    expect(screen.getByTestId('seat-blocks-counts')).toHaveTextContent('Blocked: 0 of 6 seats');
  });

  it('is reached from my events: "Block seats" in the event’s menu', async () => {
    const user = userEvent.setup();
    const organizer = buildOrganizer();
    storeSignIn(organizer);
    mockApi({
      'GET /account/userinfo': { body: organizer },
      [`GET /event/myevents/${IDS.promoter}`]: { body: [buildMyEvent({ VenueName: 'Hall' })] },
    });
    renderApp('/en/dashboard/events');
    await user.click(await screen.findByRole('button', { name: 'More actions for Lanterns Live' }, LOAD));
    expect(await screen.findByRole('menuitem', { name: 'Block seats of Lanterns Live' })).toHaveAttribute(
      'href',
      `/en/event/seats/${IDS.event}`,
    );
  });
});
