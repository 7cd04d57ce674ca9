import type { EventPricesAndCounts } from '@marquee/contract';
import { TICKETING } from '@marquee/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { buildCategory, buildPrices, buildSector, T_IDS } from '../../test-fixtures';
import { prices, renderMap, seatApi, seating } from './testing';

// Fake timers plus the modal's lazy parts: a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => ensureCatalogPart('ticketing'));
afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

/** The seating sector before its base price starts: no price, not selling, its seats UNAVAILABLE. */
const notYetSelling: EventPricesAndCounts = buildPrices({
  Sectors: [buildSector({ MaximumTicketsPerPurchase: 2 }), { ...seating, IsSellingEnabled: false }],
  TicketCategories: [
    buildCategory(),
    buildCategory({ _id: T_IDS.a, Key: 'A', Name: 'Category A', Price: null, Color: 'e74c3c' }),
  ],
});

describe('seat map refresh of prices (a price starting to sell while the map is open)', () => {
  it('refreshes prices and counts with the seat states every 10 s: the sector and its seats become pickable', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let current = notYetSelling;
    const api = seatApi({
      states: { s1: 'UNAVAILABLE', s2: 'UNAVAILABLE', s3: 'UNAVAILABLE' },
      livePrices: () => current,
    });
    renderMap(null, { prices: notYetSelling });
    await user.click(await screen.findByRole('radio', { name: 'Seat list' }));
    const stalls = await screen.findByRole('button', { name: 'Stalls' });
    expect(stalls).toBeDisabled();
    const pricesPath = `/event/${T_IDS.event}/eventpricesandcounts`;
    const before = api.callsTo('GET', pricesPath).length;

    // The organizer's price starts selling on the server.
    current = prices;
    Object.assign(api.states, { s1: 'AVAILABLE', s2: 'AVAILABLE', s3: 'SOLD' });
    await act(() => vi.advanceTimersByTimeAsync(TICKETING.seatRefreshMs));

    expect(api.callsTo('GET', pricesPath).length).toBeGreaterThan(before);
    expect(await screen.findByRole('button', { name: 'Stalls' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Stalls' }));
    await user.click(await screen.findByRole('button', { name: /Row 1, Stalls/ }));
    const list = await screen.findByTestId('seat-list');
    expect(await within(list).findByRole('button', { name: /Row 1, seat 1, available/ })).toBeInTheDocument();
    // The legend lists the category now that it has a price.
    expect(screen.getByText(/Category A/)).toBeInTheDocument();
  });

  it('does not refresh prices more often than the seat states', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = seatApi({ livePrices: () => prices });
    renderMap(null);
    await screen.findByTestId('seat-map');
    const pricesPath = `/event/${T_IDS.event}/eventpricesandcounts`;
    const start = api.callsTo('GET', pricesPath).length;
    await act(() => vi.advanceTimersByTimeAsync(TICKETING.seatRefreshMs - 1000));
    expect(api.callsTo('GET', pricesPath).length).toBe(start);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(api.callsTo('GET', pricesPath).length).toBe(start + 1);
  });
});
