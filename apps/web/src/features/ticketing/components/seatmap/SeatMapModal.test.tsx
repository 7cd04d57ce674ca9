import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { buildBasket, buildItem, T_IDS } from '../../test-fixtures';
import { renderMap, seatApi } from './testing';

beforeAll(() => ensureCatalogPart('ticketing'));
afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

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

  it('keeps the other seats pickable while a new basket’s first seat states are on their way', async () => {
    // The first add creates the basket, so the seat-state read changes (it now names the basket). Until
    // that read answers, the seats keep their last known states: a quick second tap is not ignored.
    const user = userEvent.setup();
    const api = seatApi({ basketStatusDelayMs: 1000 });
    renderMap();
    const list = await openSeatList(user);
    await user.click(await within(list).findByRole('button', { name: /Row 1, seat 1, available/ }));
    await within(list).findByRole('button', { name: /Row 1, seat 1, in your basket/ });
    expect(
      api.calls.filter((c) => c.path.endsWith('/getSeatsStatus') && c.query.get('guid')),
    ).not.toHaveLength(0);
    await user.click(within(list).getByRole('button', { name: /Row 1, seat 2, available/ }));
    await within(list).findByRole('button', { name: /Row 1, seat 2, in your basket/ });
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    expect(screen.getByText('2 tickets added')).toBeInTheDocument();
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
