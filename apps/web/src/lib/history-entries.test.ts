import { createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyDocumentEntry, SCROLL_POSITIONS_KEY } from './history-entries';
import { isDocumentFirstEntry } from './history-first-entry';
import { settleRestoredScroll } from './settle-scroll';

/** A new document in the tab: its history entry starts without state. */
function newDocument() {
  window.history.replaceState(null, '');
}

describe('history entry keys (scroll restoration, issue 15 row 3)', () => {
  afterEach(newDocument);

  it('gives each full page load its own key, so no two share the "default" scroll position', () => {
    const keys = new Set<string>();
    for (let load = 0; load < 3; load += 1) {
      newDocument();
      keyDocumentEntry();
      const router = createBrowserRouter([{ path: '*', Component: () => null }]);
      keys.add(router.state.location.key);
      router.dispose();
    }
    expect(keys.has('default')).toBe(false);
    expect(keys.size).toBe(3);
  });

  it('keeps the key an entry already has (a reload or back/forward restores its own position)', () => {
    window.history.replaceState({ usr: { from: 'x' }, key: 'abc12345', idx: 2 }, '');
    keyDocumentEntry();
    expect(window.history.state).toEqual({ usr: { from: 'x' }, key: 'abc12345', idx: 2 });
    const router = createBrowserRouter([{ path: '*', Component: () => null }]);
    expect(router.state.location.key).toBe('abc12345');
    router.dispose();
  });

  it('tells the document’s first entry from one the app navigated to', async () => {
    newDocument();
    keyDocumentEntry();
    const router = createBrowserRouter([{ path: '*', Component: () => null }]);
    expect(isDocumentFirstEntry(router.state.location.key)).toBe(true);
    await router.navigate('/next');
    expect(isDocumentFirstEntry(router.state.location.key)).toBe(false);
    router.dispose();
    // A memory router's first entry is "default"; its others are never the document's.
    expect(isDocumentFirstEntry('default')).toBe(true);
    expect(isDocumentFirstEntry('memory12')).toBe(false);
  });
});

describe('settleRestoredScroll (back to a page whose content comes late)', () => {
  /** A window whose page can scroll at most `max` px, which grows as content "arrives". */
  function fakePage() {
    const page = { max: 400, y: 0, resized: () => {} };
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => page.y);
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      page.y = Math.min(y, page.max);
    }) as typeof window.scrollTo);
    const disconnect = vi.fn(() => {
      page.resized = () => {};
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          page.resized = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const grow = (max: number) => {
      page.max = max;
      page.resized();
    };
    return { page, grow, disconnect };
  }

  it('keeps going to the saved position while the page grows, then stops', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ entry1: 1200 }));
    const { page, grow, disconnect } = fakePage();
    settleRestoredScroll('entry1');
    grow(400);
    expect(page.y).toBe(400);
    grow(900);
    expect(page.y).toBe(900);
    grow(2500);
    expect(page.y).toBe(1200);
    expect(disconnect).toHaveBeenCalled();
  });

  it('lets the visitor take over', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ entry1: 1200 }));
    const { page, grow } = fakePage();
    settleRestoredScroll('entry1');
    grow(400);
    window.dispatchEvent(new WheelEvent('wheel'));
    page.y = 100;
    grow(2500);
    expect(page.y).toBe(100);
  });

  it('does nothing for an entry without a saved position (a new page)', () => {
    const { page, grow } = fakePage();
    settleRestoredScroll('new-entry');
    grow(2500);
    expect(page.y).toBe(0);
  });
});
