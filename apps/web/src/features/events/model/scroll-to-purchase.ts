import { SCROLL_OFFSET } from './event-rules';

/** The element "Get tickets" scrolls to (it wraps the purchase colleague's PurchaseSection). */
export const PURCHASE_ANCHOR_ID = 'event-purchase';

/**
 * Get tickets: scrolls the purchase section into view 80 px below the top (spec 1 §9 scroll offset, clear
 * of the sticky header) and moves focus there, so keyboard and screen-reader users continue from the form.
 */
export function scrollToPurchase(): void {
  const target = document.getElementById(PURCHASE_ANCHOR_ID);
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}
