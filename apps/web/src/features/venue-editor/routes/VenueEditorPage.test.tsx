import type { Layout } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, storeSignIn } from '../../../test/api';
import { buildManagedEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';

const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const EVENT_ID = '77777777-7777-4777-8777-777777777777';
const VENUE_ID = '88888888-8888-4888-8888-888888888888';
const VC = '99999999-9999-4999-8999-999999999999';
const SECTOR_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const base = `/event/${EVENT_ID}/venueconfigurations/${VC}`;

const emptyLayout: Layout = {
  Id: VC,
  VenueId: VENUE_ID,
  Name: 'Main hall',
  Svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 800"></svg>',
  Width: 1000,
  Height: 800,
  IsEventLayout: true,
  Sectors: [],
  AdditionalShapes: [],
  Gates: [],
};

const createdSector = {
  _id: SECTOR_ID,
  Type: 'SeatingSector',
  Name: 'Parter',
  Description: null,
  Color: '3598db',
  SvgId: 'sector-1',
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
  Rows: [],
};

function setup(rowsAnswer: { status?: number; body?: unknown } = { body: createdSector }) {
  const organizer = buildOrganizer();
  storeSignIn(organizer);
  return mockApi({
    'GET /account/userinfo': { body: organizer },
    [`GET /event/${EVENT_ID}/management`]: {
      body: buildManagedEvent({
        Id: EVENT_ID,
        VenueRef: { _id: VENUE_ID, Name: 'Main hall' },
        VenueConfigurationId: VC,
      }),
    },
    [`GET ${base}/layout`]: { body: emptyLayout },
    [`GET ${base}/ticketcategories`]: { body: [] },
    // The event has no category yet: the editor makes one (no price; step 6 prices it).
    [`POST ${base}/ticketcategories`]: (call) => ({
      status: 201,
      body: {
        _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        Key: String((call.body as { Name: string }).Name).toUpperCase(),
        Name: (call.body as { Name: string }).Name,
        Color: (call.body as { Color: string }).Color,
        Order: 0,
        IsDonate: false,
        DonateMax: null,
        BasePrices: [],
      },
    }),
    [`POST ${base}/sector`]: { status: 201, body: createdSector },
    [`PUT ${base}/sector/${SECTOR_ID}/rows`]: rowsAnswer,
    [`PUT ${base}/svg`]: { body: emptyLayout },
  });
}

async function addSectorWithSeats() {
  await userEvent.click(await screen.findByTestId('add-sector', {}, LOAD));
  const panel = screen.getByTestId('sector-panel');
  const name = within(panel).getByTestId('sector-name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Parter');
  // No category exists yet: the picker offers to make one right there; the seats then use its key.
  await userEvent.type(await screen.findByTestId('block-category-name'), 'Standard');
  await userEvent.click(screen.getByTestId('block-category-create-button'));
  await waitFor(() => expect(screen.getByTestId('block-category')).toHaveValue('Standard · STANDARD'));
  await userEvent.click(screen.getByRole('button', { name: 'Generate 200 seats' }));
  expect(screen.getByTestId('sector-list')).toHaveTextContent('200 seats');
  const listed = screen.getByTestId('editor-categories');
  expect(within(listed).getByTestId('editor-category')).toHaveTextContent('StandardSTANDARD200 places');
}

describe('the layout editor page', () => {
  it('adds a seating sector without drawing, generates 10 × 20 seats and saves them', async () => {
    const api = setup();
    renderApp(`/en/event/layout/${EVENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Venue layout editor' }, LOAD),
    ).toBeInTheDocument();
    await addSectorWithSeats();
    await userEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText('The layout is saved.', {}, LOAD)).toBeInTheDocument();

    expect(api.callsTo('POST', `${base}/ticketcategories`)[0]?.body).toEqual({
      Name: 'Standard',
      Color: '3598db',
    });
    const [post] = api.callsTo('POST', `${base}/sector`);
    expect(post?.body).toMatchObject({
      Type: 'SeatingSector',
      Name: 'Parter',
      Color: '3598db',
      SvgId: 'sector-1',
    });
    const [rows] = api.callsTo('PUT', `${base}/sector/${SECTOR_ID}/rows`);
    const sent = rows?.body as {
      Rows: { Name: string; Seats: { Name: string; TicketCategoryId: string }[] }[];
    };
    expect(sent.Rows).toHaveLength(10);
    expect(sent.Rows.flatMap((row) => row.Seats)).toHaveLength(200);
    expect(sent.Rows[9]?.Seats[19]).toMatchObject({ Name: '20', TicketCategoryId: 'STANDARD' });
    const [svg] = api.callsTo('PUT', `${base}/svg`);
    expect((svg?.body as { Svg: string } | undefined)?.Svg).toContain('id="sector-1"');
  });

  it('shows the server’s refusal to move or remove a sold seat in words', async () => {
    setup({
      status: 409,
      body: { Code: 'LAYOUT.SEAT_TAKEN', Message: 'Sold or held seats cannot be removed: row 1 seat 1.' },
    });
    renderApp(`/en/event/layout/${EVENT_ID}`);
    await addSectorWithSeats();
    await userEvent.click(screen.getByTestId('editor-save'));
    const alert = await screen.findByTestId('editor-message', {}, LOAD);
    await waitFor(() => expect(alert).toHaveTextContent('sold or held seats cannot be moved or removed'));
    expect(alert).toHaveTextContent('row 1 seat 1');
  });

  it('refuses to save a standing sector without its capacity', async () => {
    const api = setup();
    renderApp(`/en/event/layout/${EVENT_ID}`);
    await userEvent.click(await screen.findByTestId('draw-type', {}, LOAD));
    await userEvent.click(await screen.findByRole('option', { name: 'Standing' }));
    await userEvent.click(screen.getByTestId('add-sector'));
    await userEvent.clear(screen.getByTestId('sector-capacity'));
    await userEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('editor-message')).toHaveTextContent(
      'A standing sector needs its capacity.',
    );
    expect(api.callsTo('POST', `${base}/sector`)).toHaveLength(0);
  });
});
