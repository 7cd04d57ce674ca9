import { TOKEN_REFRESH_THRESHOLD_HOURS } from '@marquee/contract';
import { currentLanguage } from '../../i18n/setup';
import { isApiRequestError } from '../api/errors';
import { getNavigator } from '../navigation';
import { getAccessTokenExpires } from '../storage/session';
import { getUserInfo } from './get-user-info';
import { refreshToken } from './refresh-token';
import {
  applyRefreshedToken,
  applyRestoreUnavailable,
  applySignOut,
  applyUser,
  getSession,
  initSessionFromStorage,
} from './session-store';

/**
 * Token lifetime (spec 1 §4 "Auth"), loaded only when a token exists: restore on start, refresh when
 * under 18 h remain, log out at expiry. Timers follow the stored expiry, so a refresh made by another
 * tab moves them too (SessionBootstrap calls `scheduleFromStorage`).
 */
export const REFRESH_THRESHOLD_MS = TOKEN_REFRESH_THRESHOLD_HOURS * 60 * 60 * 1000;
// setTimeout overflows past 2^31-1 ms (~24.8 days); longer waits are split.
const MAX_DELAY_MS = 2_147_483_647;

let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let restoring: Promise<void> | null = null;
let refreshing: Promise<void> | null = null;

export type SignOutReason = 'user' | 'expired' | 'invalid';

export function clearTimers(): void {
  clearTimeout(expiryTimer);
  clearTimeout(refreshTimer);
  expiryTimer = undefined;
  refreshTimer = undefined;
}

function storedExpiry(): number {
  return Date.parse(getAccessTokenExpires() ?? '');
}

function later(delay: number, run: () => void): ReturnType<typeof setTimeout> {
  return delay > MAX_DELAY_MS
    ? setTimeout(scheduleFromStorage, MAX_DELAY_MS)
    : setTimeout(run, Math.max(0, delay));
}

/** (Re)arms the expiry logout and the refresh from the stored expiry. */
export function scheduleFromStorage(): void {
  clearTimers();
  if (getSession().status === 'anonymous') return;
  const expires = storedExpiry();
  if (!Number.isFinite(expires)) return;
  const now = Date.now();
  expiryTimer = later(expires - now, () => signOut('expired'));
  const refreshAt = expires - REFRESH_THRESHOLD_MS;
  if (refreshAt > now) refreshTimer = later(refreshAt - now, () => void refreshSession());
}

/** POST /account/newtoken; a 401 means the session is gone, other failures leave the expiry logout armed. */
export function refreshSession(): Promise<void> {
  refreshing ??= refreshToken()
    .then((token) => {
      applyRefreshedToken(token);
      scheduleFromStorage();
    })
    .catch((error: unknown) => {
      if (isApiRequestError(error) && error.status === 401) signOut('invalid');
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * On start: a stored, unexpired token is checked with userinfo. Failure clears it (spec 1 §8 "Token
 * restore failure") — except when the server could not be reached, which says nothing about the token.
 */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    if (initSessionFromStorage().status !== 'restoring') return;
    try {
      applyUser(await getUserInfo());
    } catch (error) {
      if (isApiRequestError(error) && (error.status === 0 || error.status >= 500)) applyRestoreUnavailable();
      else applySignOut();
      return;
    }
    scheduleFromStorage();
    if (storedExpiry() - Date.now() < REFRESH_THRESHOLD_MS) await refreshSession();
  })().finally(() => {
    restoring = null;
  });
  return restoring;
}

/** Called after a sign-in in this tab (login, sign-up, social login). */
export function startSessionTimers(): void {
  scheduleFromStorage();
}

/** Logout (by the user, at expiry, or for an invalid token): forget the token and go home (spec 1 §4). */
export function signOut(_reason: SignOutReason = 'user'): void {
  clearTimers();
  applySignOut();
  getNavigator()?.navigate(`/${currentLanguage()}/`);
}
