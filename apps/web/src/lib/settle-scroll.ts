import { SCROLL_POSITIONS_KEY } from './history-entries';

// Loaded only when a document comes back to an entry with a saved position (app/layouts/LanguageLayout.tsx).

/** The position ScrollRestoration saved for an entry (a reload or back/forward to it), if any. */
function savedScrollPosition(entryKey: string): number | null {
  try {
    const saved = (
      JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, unknown>
    )[entryKey];
    return typeof saved === 'number' && saved > 0 ? saved : null;
  } catch {
    return null;
  }
}

/** Input that means the visitor scrolls on their own: from then on the page is theirs. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * React Router restores a reloaded or back/forward-loaded document's position once, at its first render.
 * Most pages are shorter then (the event page's sections, a list's first page arrive a moment later), so the
 * browser stopped at the bottom of what there was: back to an event page landed halfway. This keeps going
 * to the saved position while the page grows, until it is reached, the visitor scrolls or types, or
 * `timeoutMs` passes. Returns a stop function.
 */
export function settleRestoredScroll(entryKey: string, timeoutMs = 5000): () => void {
  const target = savedScrollPosition(entryKey);
  if (target === null || typeof ResizeObserver === 'undefined') return () => {};
  const reach = () => {
    if (Math.abs(window.scrollY - target) <= 1) return stop();
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) <= 1) stop();
  };
  const observer = new ResizeObserver(reach);
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
  }
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  return stop;
}
