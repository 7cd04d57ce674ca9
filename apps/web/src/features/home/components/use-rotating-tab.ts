import { useCallback, useEffect, useState } from 'react';

/**
 * Rotates through `values` every `intervalMs` (spec 1 §1: random first tab, every 10 s).
 * WCAG 2.2.2 asks that moving content can be paused: rotation stops while the user hovers or
 * focuses the tabs, after they pick a tab themselves, and when they press pause.
 */
export function useRotatingTab<T extends string>(
  values: readonly T[],
  intervalMs: number,
  random = Math.random,
) {
  const [active, setActive] = useState<T>(
    () => values[Math.floor(random() * values.length)] ?? (values[0] as T),
  );
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (paused || held || values.length < 2) return;
    const timer = window.setInterval(() => {
      setActive((current) => values[(values.indexOf(current) + 1) % values.length] ?? current);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, held, values, intervalMs]);

  const select = useCallback((value: T) => {
    setActive(value);
    setPaused(true);
  }, []);

  return {
    active,
    select,
    paused,
    togglePaused: useCallback(() => setPaused((value) => !value), []),
    /** Spread on the rotating region: hovering or focusing inside holds the rotation. */
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
