/**
 * Keys of browser history entries, as React Router reads them (`history.state.key`, else "default").
 *
 * React Router keys every entry it pushes, but not the entry a document was loaded into: that one has no
 * state, so its location key is "default" — the same for every full page load in the tab. ScrollRestoration
 * saves positions by that key, so a page loaded in the same tab (the payment result after the bank, any
 * link opened as a new document) opened at the position the previous full load was left at, and back to
 * that page restored the newer page's position instead of its own (issue 15).
 */

/**
 * Gives the document's entry a key of its own before the router reads it. It lives in the entry's state,
 * so a reload and back/forward to the entry (even as a new document) find the same key and restore the
 * position saved for it; a new page load gets a new key and opens at the top.
 */
export function keyDocumentEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const entry = state && typeof state === 'object' ? (state as { key?: unknown }) : null;
  if (!entry?.key) history.replaceState({ ...entry, key: Math.random().toString(36).slice(2, 10) }, '');
}

/** Where ScrollRestoration keeps the positions it saved (sessionStorage), by history entry key. */
export const SCROLL_POSITIONS_KEY = 'marquee.scrollPositions';
