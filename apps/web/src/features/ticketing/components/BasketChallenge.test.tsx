import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../i18n/setup';
import { mockApi } from '../../../test/api';
import { buildBasket, buildItem, buildPrices, renderBuyForm, T_IDS } from '../test-fixtures';

// The real widget is a web component solving in workers; here it is only an element to find.
vi.mock('altcha', () => ({}));

// The buy form and the challenge dialog are lazy chunks: on a loaded CI machine they took over the 1 s default.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(() => ensureCatalogPart('ticketing'));
afterEach(() => window.localStorage.clear());

const createPath = '/ticketing/basket/createBasket';
const standing = `/ticketing/${T_IDS.event}/basket/${T_IDS.guid}/standing/*`;

function api(options: { challenge?: boolean; addCode?: string } = {}) {
  return mockApi({
    [`GET /event/${T_IDS.event}/eventpricesandcounts`]: { body: buildPrices() },
    [`GET ${createPath}`]: (call) => {
      if (options.challenge && !call.query.get('altcha'))
        return { status: 429, body: { Code: 'BASKET.CHALLENGE_REQUIRED', Message: 'burst' } };
      return { body: { guid: T_IDS.guid } };
    },
    [`GET /ticketing/basket/${T_IDS.guid}`]: { body: buildBasket([]) },
    [`POST ${standing}`]: () =>
      options.addCode
        ? { status: 429, body: { Code: options.addCode, Message: 'cap' } }
        : { body: { Basket: buildBasket([buildItem({})]), Added: [buildItem({})] } },
  });
}

describe('hoarding limits in the purchase flow (issue 16)', () => {
  it('shows the proof-of-work widget when the API wants a challenge, then creates the basket with it', async () => {
    const user = userEvent.setup();
    const fake = api({ challenge: true });
    renderBuyForm();
    await user.click(await screen.findByRole('button', { name: 'Choose Floor' }));
    await user.click(await screen.findByRole('button', { name: '1' }));

    const dialog = await screen.findByTestId('basket-challenge');
    expect(dialog).toHaveTextContent('confirm you are not a robot');
    const widget = await screen.findByTestId('basket-challenge-widget');
    expect(widget.getAttribute('challenge')).toBe('/api/ticketing/basket/challenge');
    fireEvent(widget, new CustomEvent('verified', { detail: { payload: 'c29sdmVk' } }));

    await waitFor(() =>
      expect(fake.callsTo('POST', standing.replace('*', `${T_IDS.standing}/1`))).toHaveLength(1),
    );
    const creates = fake.callsTo('GET', createPath);
    expect(creates.map((c) => c.query.get('altcha'))).toEqual([null, 'c29sdmVk']);
  });

  it('says why when a hoarding cap refuses an add', async () => {
    const user = userEvent.setup();
    api({ addCode: 'BASKET.TOO_MANY_HELD' });
    renderBuyForm();
    await user.click(await screen.findByRole('button', { name: 'Choose Floor' }));
    await user.click(await screen.findByRole('button', { name: '1' }));
    expect(await screen.findByText(/most tickets one buyer may hold/)).toBeInTheDocument();
    expect(screen.getByText('Limit reached')).toBeInTheDocument();
  });
});
