import { useCallback, useEffect, useState } from 'react';
import { useMediaMatch } from './use-media-match';

/**
 * Slide position of an auto-advancing carousel, following the WAI-ARIA carousel pattern: it advances
 * every `intervalMs` only while nobody is looking at it closely — hovering or focusing inside holds it,
 * using any control (previous, next, a slide dot) stops it for good, the pause button toggles it, and
 * people who ask for reduced motion get it paused from the start.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  // The visitor's own choice once made; until then their motion preference (read after hydration on a
  // server-rendered page: the server does not know it).
  const reducedMotion = useMediaMatch('(prefers-reduced-motion: reduce)');
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion ?? false;
  const [held, setHeld] = useState(false);
  // The page count changes with the breakpoint (2 spots per slide, 1 on narrow screens).
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, held, count, intervalMs]);

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setPausedByVisitor(true);
    },
    [count],
  );

  return {
    index: current,
    paused,
    goTo,
    previous: () => goTo(current - 1),
    next: () => goTo(current + 1),
    togglePaused: () => setPausedByVisitor(!paused),
    /** Spread on the carousel: hovering or focusing inside holds the rotation. */
    holdProps: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
