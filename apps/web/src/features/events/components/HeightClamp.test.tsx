import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../i18n/setup';
import { HeightClamp } from './HeightClamp';

/** jsdom has no layout: pretend every block is `height` px tall. */
function stubHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

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
afterEach(() => vi.restoreAllMocks());

describe('HeightClamp (lineup 320 px, movie info 400 px)', () => {
  it('cuts taller content at the height, with More / Less', async () => {
    stubHeight(900);
    renderClamp();
    const box = screen.getByText('first').parentElement as HTMLElement;
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
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens when focus moves to something hidden below the cut', () => {
    stubHeight(900);
    renderClamp();
    const box = screen.getByText('first').parentElement as HTMLElement;
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ bottom: 320 } as DOMRect);
    const deep = screen.getByTestId('deep-link');
    vi.spyOn(deep, 'getBoundingClientRect').mockReturnValue({ bottom: 700 } as DOMRect);
    fireEvent.focusIn(deep);
    expect(screen.getByRole('button', { name: 'Less' })).toBeInTheDocument();
  });
});
