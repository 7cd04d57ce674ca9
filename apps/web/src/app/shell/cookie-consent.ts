import { COOKIE_NOTICE_DAYS } from '@marquee/contract';
import { useSyncExternalStore } from 'react';
import { getCookie, setCookie } from '../../lib/storage/cookies';

export const COOKIE_NOTICE_COOKIE = 'cookieNotice';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the cookie notice has been accepted (remembered a year, spec 1 §9). Shared by the notice and
 * the organizer toast, which waits for the notice to go: two overlays at the bottom at once would cover
 * each other and the page.
 */
export function useCookieNoticeAccepted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getCookie(COOKIE_NOTICE_COOKIE) === 'accepted',
    () => false,
  );
}

export function acceptCookieNotice(): void {
  setCookie(COOKIE_NOTICE_COOKIE, 'accepted', COOKIE_NOTICE_DAYS);
  for (const listener of listeners) listener();
}
