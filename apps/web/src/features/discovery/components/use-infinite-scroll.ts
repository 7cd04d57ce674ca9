import { useThrottledCallback } from '@mantine/hooks';
import { type RefObject, useCallback, useEffect } from 'react';

/** Spec 1 §9: the next page loads when the list's end is within 50 px, checked at most every 50 ms. */
export const INFINITE_SCROLL = { thresholdPx: 50, throttleMs: 50 } as const;

interface InfiniteScrollOptions {
  hasMore: boolean;
  /** A page is on its way: asking again would only duplicate it. */
  busy: boolean;
  onLoadMore: () => void;
}

/**
 * Watches the distance from the viewport's bottom to `end` (an element placed right after the list)
 * on scroll and resize. It also checks whenever a page arrives, so a screen taller than the first
 * page keeps filling itself without needing a scroll that cannot happen.
 */
export function useInfiniteScroll(end: RefObject<HTMLElement | null>, options: InfiniteScrollOptions): void {
  const { hasMore, busy, onLoadMore } = options;
  const check = useCallback(() => {
    const element = end.current;
    if (!element || !hasMore || busy) return;
    const distance = element.getBoundingClientRect().top - window.innerHeight;
    if (distance <= INFINITE_SCROLL.thresholdPx) onLoadMore();
  }, [end, hasMore, busy, onLoadMore]);
  const throttled = useThrottledCallback(check, INFINITE_SCROLL.throttleMs);

  useEffect(() => {
    window.addEventListener('scroll', throttled, { passive: true });
    window.addEventListener('resize', throttled);
    return () => {
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
    };
  }, [throttled]);

  useEffect(() => {
    check();
  }, [check]);
}
