import type { Basket } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../i18n/setup';
import { applySignOut, applyUser } from '../../../lib/session/session-store';
import { buildUser, mockApi } from '../../../test/api';
import { BASKET_STORAGE_KEY } from '../model/basket-storage';
import {
  buildBasket,
  buildCategory,
  buildEventDetail,
  buildItem,
  buildPrices,
  buildSector,
  renderBuyForm,
  T_IDS,
} from '../test-fixtures';

beforeAll(() => ensureCatalogPart('ticketing'));
afterEach(() => window.localStorage.clear());

const pricesPath = `/event/${T_IDS.event}/eventpricesandcounts`;
const basketPath = `/ticketing/basket/${T_IDS.guid}`;
const standingPath = (count: number, sector: string = T_IDS.standing) =>
  `/ticketing/${T_IDS.event}/basket/${T_IDS.guid}/standing/${sector}/${count}`;

/** A fake purchase API whose basket fills as standing tickets are added. */
function purchaseApi(prices = buildPrices(), options: { addStatus?: number } = {}) {
  let basket: Basket = buildBasket([]);
  const api = mockApi({
    [`GET ${pricesPath}`]: { body: prices },
    'GET /ticketing/basket/createBasket': { body: { guid: T_IDS.guid } },
    [`GET ${basketPath}`]: () => ({ body: basket }),
    [`DELETE ${basketPath}`]: () => {
      basket = buildBasket([]);
      return { status: 204 };
    },
    [`POST /ticketing/${T_IDS.event}/basket/${T_IDS.guid}/standing/*`]: (call) => {
      if (options.addStatus)
        return { status: options.addStatus, body: { Code: 'TICKETS_NOT_AVAILABLE', Message: 'gone' } };
      const [, , , , , , sectorId, count] = call.path.split('/');
      const sector = [
        ...prices.Sectors,
        ...prices.Merchandise.map((m) => buildSector({ _id: m._id, Name: m.Name })),
      ].find((s) => s._id === sectorId);
      const extra = Number(call.query.get('extraAmount') ?? 0);
      const added = Array.from({ length: Number(count) }, () =>
        buildItem({
          SectorId: sectorId,
          SectorName: sector?.Name ?? '',
          Price: 20 + extra,
          ExtraAmount: extra,
        }),
      );
      basket = buildBasket([...(basket.Events[0]?.Items ?? []), ...added]);
      return { body: { Basket: basket, Added: added } };
    },
  });
  return api;
}

describe('stage1 → stage2 → stage3 (spec 2 §2 flow)', () => {
  it('chooses a standing sector, a quantity tile, and lands in the basket with a countdown', async () => {
    const user = userEvent.setup();
    const api = purchaseApi();
    renderBuyForm();

    await user.click(await screen.findByRole('button', { name: 'Choose Floor' }));
    expect(await screen.findByRole('heading', { name: 'How many tickets?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));

    const summary = await screen.findByTestId('basket-summary');
    expect(within(summary).getAllByText('Floor')).toHaveLength(2);
    expect(within(summary).getByTestId('basket-total')).toHaveTextContent('40.00');
    expect(screen.getByTestId('basket-countdown-time')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(api.callsTo('POST', standingPath(2))).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(BASKET_STORAGE_KEY) ?? '{}').guid).toBe(T_IDS.guid);
    expect(screen.getByTestId('continue-to-payment')).toBeEnabled();
    // The used tile is gone: focus continues from the form's title.
    expect(screen.getByRole('heading', { name: 'Tickets' })).toHaveFocus();
  });

  it('steps back from stage2 to stage1', async () => {
    const user = userEvent.setup();
    purchaseApi();
    renderBuyForm();
    await user.click(await screen.findByRole('button', { name: 'Choose Floor' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose tickets' })).toBeInTheDocument();
  });

  it('disables a sector with nothing left for this buyer', async () => {
    purchaseApi(
      buildPrices({
        Sectors: [buildSector({ TicketCategories: [{ Id: T_IDS.ga, AvailableCount: 0, TotalCount: 100 }] })],
      }),
    );
    renderBuyForm();
    expect(await screen.findByRole('button', { name: 'Choose Floor' })).toBeDisabled();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });

  it('offers six tiles and a bounded manual count behind More', async () => {
    const user = userEvent.setup();
    const api = purchaseApi(buildPrices({ Sectors: [buildSector({ MaximumTicketsPerPurchase: 12 })] }));
    renderBuyForm();
    await user.click(await screen.findByRole('button', { name: 'Choose Floor' }));
    const tiles = screen.getByRole('group', { name: 'Number of tickets' });
    expect(
      within(tiles)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', 'More']);
    await user.click(within(tiles).getByRole('button', { name: 'More' }));
    const input = screen.getByRole('textbox', { name: 'Number of tickets' });
    await user.type(input, '13');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter a number of tickets between 1 and 12.')).toBeInTheDocument();
    expect(api.callsTo('POST', standingPath(13))).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByTestId('basket-summary');
    expect(api.callsTo('POST', standingPath(12))).toHaveLength(1);
  });
});

describe('410 on add (spec 2 §4, §8)', () => {
  it('warns that tickets are not available, reloads and returns to stage1', async () => {
    const user = userEvent.setup();
    const api = purchaseApi(buildPrices(), { addStatus: 410 });
    renderBuyForm();
    await user.click(await screen.findByRole('button', { name: 'Choose Floor' }));
    await user.click(await screen.findByRole('button', { name: '1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/All tickets are currently reserved/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Choose tickets' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', pricesPath).length).toBeGreaterThan(1));
  });
});

describe('donateAmountStage (spec 2 §5 donation)', () => {
  it('accepts an amount between the base price and DonateMax and sends the extra amount', async () => {
    const user = userEvent.setup();
    const api = purchaseApi(
      buildPrices({ TicketCategories: [buildCategory({ IsDonate: true, Price: 20, DonateMax: 100 })] }),
    );
    renderBuyForm();
    await user.click(await screen.findByRole('button', { name: 'Choose Floor' }));
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/The amount must be at least/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/The amount can be at most/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '35,50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: '1' }));
    await screen.findByTestId('basket-summary');
    expect(api.callsTo('POST', standingPath(1))[0]?.query.get('extraAmount')).toBe('15.5');
  });
});

describe('merchStage (spec 2 §5 merchandise)', () => {
  it('adds merchandise after the tickets, within its bounds, removal dropping to 0', async () => {
    const user = userEvent.setup();
    const api = purchaseApi(
      buildPrices({
        Merchandise: [
          {
            _id: T_IDS.merch,
            Name: 'T-shirt',
            Description: null,
            ProfilePicture: null,
            TicketCategories: [],
            Price: 15,
            AvailableCount: 3,
            MinimumTicketsPerPurchase: 1,
            MaximumTicketsPerPurchase: 5,
          },
        ],
      }),
    );
    renderBuyForm();
    await user.click(await screen.findByRole('button', { name: 'Choose Floor' }));
    await user.click(await screen.findByRole('button', { name: '1' }));
    expect(await screen.findByRole('heading', { name: 'Add merchandise' })).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'One more T-shirt' });
    const less = screen.getByRole('button', { name: 'One fewer T-shirt' });
    expect(less).toBeDisabled();
    for (let i = 0; i < 4; i++) await user.click(more);
    expect(screen.getByTestId(`merch-count-${T_IDS.merch}`)).toHaveTextContent('3');
    expect(more).toBeDisabled();
    for (let i = 0; i < 3; i++) await user.click(less);
    expect(screen.getByTestId(`merch-count-${T_IDS.merch}`)).toHaveTextContent('0');
    await user.click(more);
    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    await screen.findByTestId('basket-summary');
    expect(api.callsTo('POST', standingPath(2, T_IDS.merch))).toHaveLength(1);
  });
});

describe('sale states (spec 2 §4 selling window)', () => {
  it('shows the start date before the sale, or the organizer text in the page language', async () => {
    purchaseApi();
    const begin = new Date(Date.now() + 86_400_000 * 2).toISOString();
    const { unmount } = renderBuyForm(buildEventDetail({ BeginSelling: begin }));
    expect(await screen.findByText(/Ticket sale starts on/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose tickets' })).not.toBeInTheDocument();
    unmount();
    renderBuyForm(
      buildEventDetail({
        BeginSelling: begin,
        CustomFrontendTexts: { BeforeBeginSelling: { en: 'Presale Friday 10:00' } },
      }),
    );
    expect(await screen.findByText('Presale Friday 10:00')).toBeInTheDocument();
  });

  it('shows sold out when nothing is left, and the external link instead of the flow', async () => {
    const api = purchaseApi(buildPrices({ IsSoldOut: true }));
    const { unmount } = renderBuyForm();
    expect(await screen.findByText('Sold out.')).toBeInTheDocument();
    unmount();
    renderBuyForm(
      buildEventDetail({
        SellingChannelInfo: {
          SellingChannel: 'ExternalTicketing',
          PerformanceId: null,
          Url: 'https://tickets.example/x',
        },
      }),
    );
    expect(screen.getByText('Tickets are available from an external seller.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute(
      'href',
      'https://tickets.example/x',
    );
    expect(api.callsTo('GET', pricesPath)).toHaveLength(1);
  });

  it('shows the covid card when the event has a covid mode', async () => {
    purchaseApi();
    renderBuyForm(buildEventDetail({ CovidMode: 'OTP_SK' }));
    expect(await screen.findByText(/vaccinated, have recovered or have a negative test/)).toBeInTheDocument();
  });
});

describe('hold countdown (spec 2 §4, WCAG 2.2.1)', () => {
  function storeBasket() {
    window.localStorage.setItem(
      BASKET_STORAGE_KEY,
      JSON.stringify({ guid: T_IDS.guid, issuedAt: Date.now() }),
    );
  }

  it('warns in the last minute and offers one extension', async () => {
    const user = userEvent.setup();
    storeBasket();
    const soon = buildBasket([buildItem({ ValidTill: new Date(Date.now() + 50_000).toISOString() })]);
    const later = buildBasket([buildItem({ ValidTill: new Date(Date.now() + 15 * 60_000).toISOString() })]);
    const api = mockApi({
      [`GET ${pricesPath}`]: { body: buildPrices() },
      [`GET ${basketPath}`]: { body: soon },
      [`PUT ${basketPath}/extend`]: { body: later },
    });
    renderBuyForm();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your reservation is about to expire');
    await user.click(within(alert).getByRole('button', { name: 'Extend time' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', `${basketPath}/extend`)).toHaveLength(1);
    expect(screen.getByTestId('basket-countdown-time')).toHaveTextContent(/^1[45]:\d\d$/);
  });

  it('announces the time left politely, once per minute', async () => {
    storeBasket();
    mockApi({
      [`GET ${pricesPath}`]: { body: buildPrices() },
      [`GET ${basketPath}`]: {
        body: buildBasket([buildItem({ ValidTill: new Date(Date.now() + 5 * 60_000 - 500).toISOString() })]),
      },
    });
    renderBuyForm();
    const live = await screen.findByText('5 minutes left to complete your purchase.');
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the timeout dialog at expiry and returns to stage1 with the basket cleared', async () => {
    const user = userEvent.setup();
    storeBasket();
    let basket = buildBasket([buildItem({ ValidTill: new Date(Date.now() + 1_500).toISOString() })]);
    const api = mockApi({
      [`GET ${pricesPath}`]: { body: buildPrices() },
      [`GET ${basketPath}`]: () => ({ body: basket }),
      [`DELETE ${basketPath}`]: () => {
        basket = buildBasket([]);
        return { status: 204 };
      },
    });
    renderBuyForm();
    await user.click(await screen.findByTestId('go-to-basket'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 4000 });
    expect(dialog).toHaveTextContent('Timeout was reached for your tickets reservations.');
    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { name: 'Choose tickets' })).toBeInTheDocument();
    expect(window.localStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(api.callsTo('DELETE', basketPath)).toHaveLength(1));
  });
});

describe('basket owner (spec 2 §4)', () => {
  afterEach(() => applySignOut());

  it('clears a basket whose e-mail is not the signed-in user’s', async () => {
    window.localStorage.setItem(
      BASKET_STORAGE_KEY,
      JSON.stringify({ guid: T_IDS.guid, issuedAt: Date.now() }),
    );
    applyUser(buildUser({ Email: 'fan@example.com' }));
    const api = mockApi({
      [`GET ${pricesPath}`]: { body: buildPrices() },
      [`GET ${basketPath}`]: { body: buildBasket([buildItem()], { Email: 'someone.else@example.com' }) },
      [`DELETE ${basketPath}`]: { status: 204 },
    });
    renderBuyForm();
    await waitFor(() => expect(api.callsTo('DELETE', basketPath)).toHaveLength(1));
    expect(window.localStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
    expect(screen.queryByTestId('go-to-basket')).not.toBeInTheDocument();
  });

  it('keeps a basket with the user’s own e-mail (in any letter case)', async () => {
    window.localStorage.setItem(
      BASKET_STORAGE_KEY,
      JSON.stringify({ guid: T_IDS.guid, issuedAt: Date.now() }),
    );
    applyUser(buildUser({ Email: 'fan@example.com' }));
    const api = mockApi({
      [`GET ${pricesPath}`]: { body: buildPrices() },
      [`GET ${basketPath}`]: { body: buildBasket([buildItem()], { Email: 'Fan@Example.com' }) },
    });
    renderBuyForm();
    expect(await screen.findByTestId('go-to-basket')).toBeInTheDocument();
    expect(api.callsTo('DELETE', basketPath)).toHaveLength(0);
  });
});

describe('layout shift: the form tells the page when it has its first stage', () => {
  it('settles only once the prices and the stored basket have arrived, not under its loader', async () => {
    window.localStorage.setItem(
      BASKET_STORAGE_KEY,
      JSON.stringify({ guid: T_IDS.guid, issuedAt: Date.now() }),
    );
    let answerBasket: () => void = () => undefined;
    const basketArrived = new Promise<void>((resolve) => {
      answerBasket = resolve;
    });
    mockApi({
      [`GET ${pricesPath}`]: { body: buildPrices() },
      [`GET ${basketPath}`]: async () => {
        await basketArrived;
        return { body: buildBasket([buildItem()]) };
      },
    });
    const onSettled = vi.fn();
    renderBuyForm(buildEventDetail(), onSettled);
    expect(await screen.findByRole('status', { name: 'Loading tickets' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSettled).not.toHaveBeenCalled();
    answerBasket();
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(screen.getByTestId('go-to-basket')).toBeInTheDocument();
  });
});
