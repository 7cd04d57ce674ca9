import { useEffect } from 'react';
import { getSession, subscribeSession } from '../session/session-store';

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
  // At once, while the hydrated DOM is still the server's: a part that replaces its placeholder right after
  // hydration (the profile's deferred Follow) takes the press on the placeholder and passes it on itself
  // once the session is checked (whenSessionSettled).
  for (const button of held) if (button.isConnected) button.click();
}

/** Longest a held press waits for a stored session to be checked (then it goes through as it is). */
const SETTLE_MAX_MS = 10_000;

/**
 * Runs `press` once the visitor's stored session has been checked (the server renders for an anonymous
 * visitor; a signed-in one's Follow or Going pressed meanwhile must act as them, not as nobody).
 */
export function whenSessionSettled(press: () => void): void {
  if (getSession().status !== 'restoring') {
    press();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    press();
  };
  const unsubscribe = subscribeSession(() => {
    if (getSession().status !== 'restoring') finish();
  });
  const timer = setTimeout(finish, SETTLE_MAX_MS);
}

/** Rendered once at the root of a hydrated page: its effect runs when hydration has committed. */
export function EarlyClicksReplay(): null {
  useEffect(replayEarlyClicks, []);
  return null;
}
