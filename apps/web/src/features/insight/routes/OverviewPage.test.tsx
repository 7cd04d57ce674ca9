import type { ProfileOverview } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDS, mockApi, storeSignIn } from '../../../test/api';
import { renderApp } from '../../../test/render';
import { buildStatistics, buildViewer } from '../test-fixtures';

const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const overview: ProfileOverview = {
  ProfileId: IDS.promoter,
  Totals: buildStatistics().Totals,
  SalesOverTime: buildStatistics().SalesOverTime,
  TopEvents: [
    {
      EventId: IDS.event,
      Name: 'Lanterns Live',
      StartDate: '2031-05-01T18:00:00.000Z',
      Currency: 'EUR',
      Tickets: 5,
      Gross: 120,
    },
  ],
};

describe('sales overview (overview.stats)', () => {
  it('shows StatisticsViewer the profile totals and top events linking to their statistics; presets change the range', async () => {
    const user = userEvent.setup();
    const viewer = buildViewer();
    storeSignIn(viewer);
    const path = `/profile/${IDS.promoter}/statistics`;
    const api = mockApi({ 'GET /account/userinfo': { body: viewer }, [`GET ${path}`]: { body: overview } });
    renderApp('/en/overview/stats');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sales overview' }, LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('total-gross')).toHaveTextContent('€120.00');
    const top = screen.getByTestId('top-events');
    expect(within(top).getByRole('link', { name: 'Lanterns Live' })).toHaveAttribute(
      'href',
      `/en/event/statistics/${IDS.event}`,
    );
    expect(api.callsTo('GET', path)[0]?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(screen.getByText('All time'));
    await waitFor(() => expect(api.callsTo('GET', path).at(-1)?.query.has('from')).toBe(false));
  });
});
