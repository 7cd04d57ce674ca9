import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { ensureLazyCatalogPart } from '../../../i18n/setup';
import { HOME_BELOW_FOLD_TEXTS } from '../texts';
import { AudienceTabs } from './AudienceTabs';

function renderTabs(random: () => number) {
  const router = createMemoryRouter([{ path: '/:lang', element: <AudienceTabs random={random} /> }], {
    initialEntries: ['/en'],
  });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const selected = () => screen.getByRole('tab', { selected: true });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AudienceTabs', () => {
  // Home's second half brings its texts (a lazy catalog part, features/home/texts.ts).
  beforeAll(() => ensureLazyCatalogPart('homeBelowFold', HOME_BELOW_FOLD_TEXTS));
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts on a random tab', () => {
    renderTabs(() => 0.9);
    expect(selected()).toHaveTextContent('For fans');
  });

  it('rotates every 10 s', async () => {
    renderTabs(() => 0);
    expect(selected()).toHaveTextContent('For organizers');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sell tickets');
    await advance(9999);
    expect(selected()).toHaveTextContent('For organizers');
    await advance(1);
    expect(selected()).toHaveTextContent('For fans');
    await advance(10_000);
    expect(selected()).toHaveTextContent('For organizers');
  });

  it('can be paused and resumed', async () => {
    renderTabs(() => 0);
    fireEvent.click(screen.getByRole('button', { name: 'Pause tab rotation' }));
    await advance(30_000);
    expect(selected()).toHaveTextContent('For organizers');
    fireEvent.click(screen.getByRole('button', { name: 'Resume tab rotation' }));
    await advance(10_000);
    expect(selected()).toHaveTextContent('For fans');
  });

  it('stops rotating once the user picks a tab', async () => {
    renderTabs(() => 0);
    fireEvent.click(screen.getByRole('tab', { name: 'For fans' }));
    fireEvent.mouseLeave(screen.getByRole('tablist').parentElement as HTMLElement);
    await advance(30_000);
    expect(selected()).toHaveTextContent('For fans');
  });
});
