import type { Layout, ManagedTicketCategory } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildManagedEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const EVENT = `/event/${IDS.event}`;
const VC = '99999999-9999-4999-8999-999999999999';
const VENUE = '88888888-8888-4888-8888-888888888888';
const base = `${EVENT}/venueconfigurations/${VC}`;

const seat = (key: string, n: number) => ({
  _id: `${key}-${n}`,
  Name: String(n),
  CenterPosition: { X: n * 30, Y: 100 },
  Radius: 11,
  TicketCategoryId: key,
  IsAccessible: false,
  IsTaken: false,
});

/** A hall whose stalls (4 seats) use STALLS and whose balcony (2 seats) uses a key no category has: B. */
const layout: Layout = {
  Id: VC,
  VenueId: VENUE,
  Name: 'Main hall',
  Svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 800"></svg>',
  Width: 1000,
  Height: 800,
  IsEventLayout: true,
  AdditionalShapes: [],
  Gates: [],
  Sectors: [
    {
      _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      Type: 'SeatingSector',
      Name: 'Stalls',
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
      Rows: [
        { _id: 'r1', Name: '1', Seats: [1, 2, 3, 4].map((n) => seat('STALLS', n)) },
        { _id: 'r2', Name: '2', Seats: [1, 2].map((n) => seat('B', n)) },
      ],
    },
  ],
};

const stalls: ManagedTicketCategory = {
  _id: '11111111-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  Key: 'STALLS',
  Name: 'Stalls',
  Color: '3598db',
  Order: 0,
  IsDonate: false,
  DonateMax: null,
  // Made in the layout editor (step 4): no price yet.
  BasePrices: [],
};

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  const organizer = buildOrganizer();
  storeSignIn(organizer);
  let categories = [stalls];
  const event = buildManagedEvent({
    VenueRef: { _id: VENUE, Name: 'Main hall' },
    VenueConfigurationId: VC,
    SellingChannelInfo: { SellingChannel: 'Marquee', PerformanceId: null, Url: null },
  });
  const api = mockApi({
    'GET /account/userinfo': { body: organizer },
    'GET /category': { body: [] },
    [`GET ${EVENT}/management`]: { body: event },
    [`GET ${base}/layout`]: { body: layout },
    [`GET ${base}/ticketcategories`]: () => ({ body: categories }),
    [`POST ${base}/ticketcategories`]: (call) => {
      const body = call.body as { Name: string; Key: string };
      const created = { ...stalls, _id: '22222222-aaaa-4aaa-8aaa-aaaaaaaaaaaa', ...body, Order: 1 };
      categories = [...categories, created];
      return { status: 201, body: created };
    },
    ...extra,
  });
  return api;
}

describe('the wizard in order: keys visible, the exact fix linked (issue 15 row 5)', () => {
  it('the tickets step shows each category’s key, what has no price, and creates a missing key in one tap', async () => {
    const api = setup();
    renderApp(`/en/event/edit/${IDS.event}/tickets`);
    const card = await screen.findByTestId('category', {}, LOAD);
    expect(within(card).getByTestId('category-key')).toHaveTextContent('Key STALLS');
    expect(within(card).getByTestId('category-unpriced')).toHaveTextContent('No price yet');

    const note = await screen.findByTestId('layout-keys', {}, LOAD);
    expect(within(note).getByTestId('missing-key')).toHaveTextContent(
      'B2 places of the layout use this key, but no ticket category has it.',
    );
    expect(within(note).getByTestId('unpriced-key')).toHaveTextContent(
      'Stalls (STALLS) has no price yet: its 4 places cannot be sold.',
    );
    await userEvent.click(within(note).getByRole('button', { name: 'Create category B' }));
    await waitFor(() => expect(screen.getAllByTestId('category')).toHaveLength(2));
    expect(api.callsTo('POST', `${base}/ticketcategories`)[0]?.body).toEqual({ Name: 'B', Key: 'B' });
    await waitFor(() => expect(screen.queryByTestId('missing-key')).toBeNull());
  });

  it('the publish error names the keys and links to the fix in the tickets step', async () => {
    setup({
      [`PUT ${EVENT}/status`]: {
        status: 400,
        body: {
          Code: 'EVENT.PUBLISH_INCOMPLETE',
          Message: 'x',
          FieldErrors: { TicketCategories: ['FIELD_REQUIRED', 'INVALID_VALUE'] },
        },
      },
    });
    const { router } = renderApp(`/en/event/edit/${IDS.event}/publish`);
    await userEvent.click(await screen.findByTestId('step-submit', {}, LOAD));
    const problems = await screen.findByTestId('publish-problems');
    expect(problems).toHaveTextContent('Add at least one ticket category with a current or future price.');
    expect(problems).toHaveTextContent('Places of the layout use these keys, which no ticket category has:');
    expect(await within(problems).findByTestId('publish-missing-key')).toHaveTextContent('B');
    const fix = within(problems).getByTestId('fix-TicketCategories');
    expect(fix).toHaveAttribute('href', `/en/event/edit/${IDS.event}/tickets#layout-categories`);
    await userEvent.click(fix);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/event/edit/${IDS.event}/tickets`));
    expect(await screen.findByRole('button', { name: 'Create category B' }, LOAD)).toBeInTheDocument();
  });
});
