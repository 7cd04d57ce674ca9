import { useEffect } from 'react';

declare global {
  interface Window {
    /** Buttons pressed on a server-rendered page before it hydrated (index.html holds them); null after. */
    __marqueeEarlyClicks?: HTMLElement[] | null;
  }
}

/**
 * Presses again, once, what a visitor pressed on the server's HTML before the app had taken it over (index.html
 * held those presses): a button that did nothing on a slow phone does what it says once the page is live.
 * From then on presses go straight to the app.
 */
export function replayEarlyClicks(): void {
  const held = window.__marqueeEarlyClicks ?? [];
  window.__marqueeEarlyClicks = null;
  for (const button of held) if (button.isConnected) button.click();
}

/** Rendered once at the root of a hydrated page: its effect runs when hydration has committed. */
export function EarlyClicksReplay(): null {
  useEffect(replayEarlyClicks, []);
  return null;
}
