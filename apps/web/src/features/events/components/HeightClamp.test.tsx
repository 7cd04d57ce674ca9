import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../i18n/setup';
import { HeightClamp } from './HeightClamp';

/** jsdom has no layout: pretend every block is `height` px tall. */
function stubHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

/** jsdom has no ResizeObserver reports either: the test delivers them, as the browser would after layout. */
let observers: ResizeObserverCallback[] = [];
class ReportingResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    observers.push(this.callback);
  }
  unobserve() {}
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}
const reportLayout = () =>
  act(() => {
    for (const callback of observers) callback([], {} as ResizeObserver);
  });

const renderClamp = () =>
  render(
    <MantineProvider env="test">
      <HeightClamp maxHeight={320}>
        <a href="#top">first</a>
        <a href="#bottom" data-testid="deep-link">
          last
        </a>
      </HeightClamp>
    </MantineProvider>,
  );

beforeAll(() => ensureCatalogPart('events'));
beforeEach(() => vi.stubGlobal('ResizeObserver', ReportingResizeObserver));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observers = [];
});

describe('HeightClamp (lineup 320 px, movie info 400 px)', () => {
  it('cuts taller content at the height, with More / Less', async () => {
    stubHeight(900);
    renderClamp();
    const box = screen.getByText('first').parentElement as HTMLElement;
    // Nothing is measured during React's commit; the cut comes with the browser's layout report.
    expect(box).not.toHaveStyle({ maxHeight: '320px' });
    reportLayout();
    expect(box).toHaveStyle({ maxHeight: '320px' });
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', box.id);
    await userEvent.click(more);
    expect(box).not.toHaveStyle({ maxHeight: '320px' });
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows short content whole, without a button', () => {
    stubHeight(200);
    renderClamp();
    reportLayout();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens when focus moves to something hidden below the cut', () => {
    stubHeight(900);
    renderClamp();
    reportLayout();
    const box = screen.getByText('first').parentElement as HTMLElement;
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ bottom: 320 } as DOMRect);
    const deep = screen.getByTestId('deep-link');
    vi.spyOn(deep, 'getBoundingClientRect').mockReturnValue({ bottom: 700 } as DOMRect);
    fireEvent.focusIn(deep);
    expect(screen.getByRole('button', { name: 'Less' })).toBeInTheDocument();
  });
});
