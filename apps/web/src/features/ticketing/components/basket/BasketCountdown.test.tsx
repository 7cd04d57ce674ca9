import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { BasketCountdown } from './BasketCountdown';

beforeAll(() => ensureCatalogPart('ticketing'));

/** The countdown with `leftMs` to go; returns what a screen reader would hear and what the timer shows. */
function renderCountdown(leftMs: number) {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <BasketCountdown
        expiresAt={Date.now() + leftMs}
        canExtend
        extending={false}
        onExtend={() => {}}
        onExpire={() => {}}
      />
    </AppProviders>,
  );
  const live = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';
  const shown = () => screen.getByTestId('basket-countdown-time').textContent;
  return { live, shown };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('BasketCountdown announcements (issue 15 row 14)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('entered at 0:38, says 38 seconds — not 60 — and then 30 and 10 seconds as the timer shows them', async () => {
    const { live, shown } = renderCountdown(38_000);
    await advance(0);
    expect(shown()).toBe('0:38');
    expect(live()).toBe('38 seconds left to complete your purchase.');

    await advance(5_000);
    // Cleared: read later, an old value would no longer match the timer.
    expect(shown()).toBe('0:33');
    expect(live()).toBe('');

    await advance(3_000);
    expect(shown()).toBe('0:30');
    expect(live()).toBe('30 seconds left to complete your purchase.');

    await advance(20_000);
    expect(shown()).toBe('0:10');
    expect(live()).toBe('10 seconds left to complete your purchase.');
  });

  it('entered mid-minute, says minutes and seconds, then each whole minute as it arrives', async () => {
    const { live, shown } = renderCountdown(158_000);
    await advance(0);
    expect(shown()).toBe('2:38');
    expect(live()).toBe('2 min 38 s left to complete your purchase.');

    await advance(37_000);
    expect(shown()).toBe('2:01');
    expect(live()).toBe('');
    await advance(1_000);
    expect(shown()).toBe('2:00');
    expect(live()).toBe('2 minutes left to complete your purchase.');

    await advance(60_000);
    expect(shown()).toBe('1:00');
    expect(live()).toBe('1 minute left to complete your purchase.');
  });

  it('every announcement it makes matches the visible time at that moment', async () => {
    const { live, shown } = renderCountdown(5 * 60_000 + 7_000);
    const heard: string[] = [];
    for (let second = 0; second <= 5 * 60 + 7; second += 1) {
      await advance(second === 0 ? 0 : 1_000);
      const said = live();
      if (said && said !== heard.at(-1)) {
        heard.push(said);
        const [minutes, seconds] = (shown() ?? '').split(':').map(Number);
        const expected =
          seconds === 0
            ? `${minutes} minute${minutes === 1 ? '' : 's'} left`
            : minutes === 0
              ? `${seconds} second${seconds === 1 ? '' : 's'} left`
              : `${minutes} min ${seconds} s left`;
        expect(said).toBe(`${expected} to complete your purchase.`);
      }
    }
    // 5:07 on entry, 5:00, 4:00, 3:00, 2:00, 1:00, 0:30, 0:10.
    expect(heard).toHaveLength(8);
  });
});
