import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from './use-staged-reveal';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** One browser frame, then the task queued after it. */
const nextPaint = () =>
  act(async () => {
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
  });

describe('useStagedReveal (event page sections after the first paint)', () => {
  it('starts with the first stage and adds one stage per painted frame, up to the last', async () => {
    const { result } = renderHook(() => useStagedReveal(3));
    expect(result.current).toBe(1);
    await nextPaint();
    expect(result.current).toBe(2);
    await nextPaint();
    expect(result.current).toBe(3);
    await nextPaint();
    expect(result.current).toBe(3);
  });

  it('stops scheduling when unmounted', async () => {
    const { result, unmount } = renderHook(() => useStagedReveal(2));
    expect(result.current).toBe(1);
    unmount();
    await nextPaint();
    expect(vi.getTimerCount()).toBe(0);
  });
});
