import { type RefObject, useCallback, useEffect, useRef } from 'react';

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
 * page keeps filling itself without needing a scroll that cannot happen. That check is an
 * IntersectionObserver's first report, which comes after the browser's own layout: measuring the end
 * in the effect itself forced a layout of the whole page right after React's commit (the all-events
 * page's largest start-up task on a throttled phone).
 */
export function useInfiniteScroll(end: RefObject<HTMLElement | null>, options: InfiniteScrollOptions): void {
  const { hasMore, busy } = options;
  // Callers pass a fresh closure each render; the latest one is called without re-subscribing.
  const load = useRef(options.onLoadMore);
  load.current = options.onLoadMore;
  const check = useCallback(() => {
    const element = end.current;
    if (!element || !hasMore || busy) return;
    const distance = element.getBoundingClientRect().top - window.innerHeight;
    if (distance <= INFINITE_SCROLL.thresholdPx) load.current();
  }, [end, hasMore, busy]);
  // The listeners stay for the page's life and call the latest check at most every throttleMs, the last
  // event of a burst included (a throttle of our own: Mantine's hook was a chunk of the page's first load).
  const latestCheck = useRef(check);
  latestCheck.current = check;
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      timer = undefined;
      last = Date.now();
      latestCheck.current();
    };
    const throttled = () => {
      const wait = INFINITE_SCROLL.throttleMs - (Date.now() - last);
      if (wait <= 0) run();
      else timer ??= setTimeout(run, wait);
    };
    window.addEventListener('scroll', throttled, { passive: true });
    window.addEventListener('resize', throttled);
    return () => {
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const element = end.current;
    if (!element || !hasMore || busy) return;
    if (typeof IntersectionObserver === 'undefined') {
      check();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL.thresholdPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [check, end, hasMore, busy]);
}
