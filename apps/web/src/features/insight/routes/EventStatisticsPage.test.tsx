import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandler, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';
import { buildStatistics, commissions, shareCode } from '../test-fixtures';

// The first find of a test waits for the lazy page chunk, which a busy machine slows.
const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const base = `/event/${IDS.event}`;

function setup(routes: Record<string, ApiHandler> = {}) {
  storeSignIn(buildOrganizer());
  return mockApi({
    'GET /account/userinfo': { body: buildOrganizer() },
    [`GET ${base}/statistics`]: { body: buildStatistics() },
    [`GET ${base}/commissions`]: { body: commissions },
    ...routes,
  });
}

describe('event statistics page', () => {
  it('shows totals, sectors (categories on demand), commissions and the chart with its table alternative', async () => {
    const user = userEvent.setup();
    setup();
    renderApp(`/en/event/statistics/${IDS.event}`);
    const totals = await screen.findByTestId('totals-EUR', {}, LOAD);
    expect(within(totals).getByTestId('total-tickets')).toHaveTextContent('5');
    expect(within(totals).getByTestId('total-gross')).toHaveTextContent('€120.00');
    expect(within(totals).getByTestId('total-refunded')).toHaveTextContent('€24.00');

    const sectors = screen.getByTestId('sector-table');
    expect(within(sectors).getByText('92')).toBeInTheDocument();
    expect(within(sectors).queryByText('VIP')).not.toBeInTheDocument();
    await user.click(within(sectors).getByRole('button', { name: /Parter/ }));
    expect(within(sectors).getByText('VIP')).toBeInTheDocument();

    expect(await screen.findByTestId('commissions')).toHaveTextContent('€92.54');

    // The chart is drawn and its figures are in a (visually hidden) table, the quiet day 2 filled in.
    expect(screen.getByTestId('sales-chart')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tickets and money per period' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getByRole('switch', { name: 'Show as table' }));
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
    expect(screen.getByTestId('sales-table')).toBeVisible();
  });

  it('creates a share code and shows its link once', async () => {
    const user = userEvent.setup();
    let codes = [shareCode()];
    const api = setup({
      [`GET ${base}/statistics/shareCodes`]: () => ({ body: codes }),
      [`POST ${base}/statistics/shareCodes`]: (call) => {
        const created = shareCode({
          Id: '5c000000-0000-4000-8000-000000000002',
          Code: 'ABCDEFGHJKMNPQRSTVWX1234',
          Hint: '1234',
          Label: (call.body as { Label: string }).Label,
        });
        codes = [...codes, { ...created, Code: null }];
        return { status: 201, body: created };
      },
    });
    renderApp(`/en/event/statistics/${IDS.event}`);
    await user.click(await screen.findByTestId('open-share-codes', {}, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Share codes' });
    expect(await within(dialog).findByText('…WXYZ')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Who is it for/), 'Artist');
    await user.click(within(dialog).getByTestId('share-create'));
    const link = await within(dialog).findByTestId('share-link');
    expect(link).toHaveValue(
      `http://localhost:3000/en/event/statistics/${IDS.event}?code=ABCDEFGHJKMNPQRSTVWX1234`,
    );
    expect(api.callsTo('POST', `${base}/statistics/shareCodes`)[0]?.body).toEqual({ Label: 'Artist' });
    expect(await within(dialog).findByText('…1234')).toBeInTheDocument();

    // Closed and opened again: the code is gone for good (the server keeps a hash only).
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByTestId('open-share-codes'));
    const again = await screen.findByRole('dialog', { name: 'Share codes' });
    expect(within(again).queryByTestId('share-link')).not.toBeInTheDocument();
  });

  it('opens a share link without an account: statistics only, through codeToShareStatistics', async () => {
    const api = mockApi({ [`GET ${base}/statistics`]: { body: buildStatistics() } });
    renderApp(`/en/event/statistics/${IDS.event}?code=SECRETCODE`);
    expect(await screen.findByTestId('totals-EUR', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('statistics-page')).toHaveAttribute('data-mode', 'shared');
    expect(api.callsTo('GET', `${base}/statistics`)[0]?.query.get('codeToShareStatistics')).toBe(
      'SECRETCODE',
    );
    expect(screen.queryByTestId('open-share-codes')).not.toBeInTheDocument();
    expect(screen.queryByTestId('to-orders')).not.toBeInTheDocument();
    expect(api.callsTo('GET', `${base}/commissions`)).toHaveLength(0);
  });

  it('says when a share link was revoked', async () => {
    mockApi({
      [`GET ${base}/statistics`]: {
        status: 403,
        body: { Code: 'STATISTICS.SHARE_CODE_INVALID', Message: 'revoked' },
      },
    });
    renderApp(`/en/event/statistics/${IDS.event}?code=OLD`);
    expect(await screen.findByTestId('statistics-error', {}, LOAD)).toHaveTextContent(
      /not valid \(any more\)/,
    );
  });
});
