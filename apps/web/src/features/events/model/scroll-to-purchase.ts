import { SCROLL_OFFSET } from './event-rules';

/** The element "Get tickets" scrolls to (it wraps the purchase colleague's PurchaseSection). */
export const PURCHASE_ANCHOR_ID = 'event-purchase';

/** How long a tap waits for the purchase section to arrive before it gives up. */
const ANCHOR_WAIT_MS = 10_000;

let cancelWaiting: (() => void) | null = null;

function reveal(target: HTMLElement): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}

/**
 * Get tickets: scrolls the purchase section into view 80 px below the top (spec 1 §9 scroll offset, clear
 * of the sticky header) and moves focus there, so keyboard and screen-reader users continue from the form.
 *
 * The section comes in the page's second chunk (EventDetailPage), after the top section that holds the
 * button: a tap on a slow phone can come first. Then it waits for the section to appear (on the same page,
 * for at most ANCHOR_WAIT_MS) instead of doing nothing.
 */
export function scrollToPurchase(): void {
  cancelWaiting?.();
  const target = document.getElementById(PURCHASE_ANCHOR_ID);
  if (target) {
    reveal(target);
    return;
  }
  const page = window.location.pathname;
  const observer = new MutationObserver(() => {
    if (window.location.pathname !== page) return stop();
    const anchor = document.getElementById(PURCHASE_ANCHOR_ID);
    if (!anchor) return;
    stop();
    reveal(anchor);
  });
  const timer = setTimeout(() => stop(), ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    cancelWaiting = null;
  }
  cancelWaiting = stop;
  observer.observe(document.body, { childList: true, subtree: true });
}
