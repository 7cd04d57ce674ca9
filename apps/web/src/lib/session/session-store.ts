import type { AccessToken, UserInfo } from '@marquee/contract';
import { useBrowserStore } from '../ssr/use-hydrated';
import {
  type ActiveProfile,
  getAccessToken,
  getActiveProfile,
  hasLiveToken,
  setActiveProfile,
  setStoredSession,
} from '../storage/session';
import { SESSION_CHANGED_EVENT } from '../storage/use-signed-in';

/**
 * The signed-in user as the whole app sees it (spec 1 §4 "Auth"). Kept outside React so the API client,
 * timers and tests can read and change it; components subscribe with `useSession()`.
 *
 * - `anonymous`: no usable token.
 * - `restoring`: a stored, unexpired token is being checked with GET /account/userinfo.
 * - `signed-in`: `user` is the answer of userinfo / sign-in.
 *
 * Only types are imported from the contract: this module is on every page's first load, zod is not.
 */
export type SessionStatus = 'anonymous' | 'restoring' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  user: UserInfo | null;
}

let state: SessionState = { status: 'anonymous', user: null };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  // The same session again (an anonymous visitor's start-up re-reads storage): no new snapshot, so no
  // subscriber re-renders. useSyncExternalStore renders a change synchronously, in one task (TBT).
  if (next.status === state.status && next.user === state.user) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage: `restoring` when a live token is stored (the runtime then asks userinfo). */
export function initSessionFromStorage(): SessionState {
  setState(hasLiveToken() ? { status: 'restoring', user: null } : { status: 'anonymous', user: null });
  return state;
}

/** The profile the API calls act as: the user's default claim's profile (spec 1 §4 "Profile switch"). */
export function activeProfileOf(user: UserInfo): ActiveProfile | null {
  return user.Profile ? { Id: user.Profile.Id, Type: user.Profile.Type } : null;
}

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** Stores a fresh sign-in (login, sign-up, social login) and makes the user's default profile active. */
export function applySignIn(token: AccessToken, user: UserInfo): void {
  setStoredSession({ token: token.Access_token, expires: token.Expires, accountId: user.Id });
  setActiveProfile(activeProfileOf(user));
  setState({ status: 'signed-in', user });
  announce();
}

/** A newer answer of userinfo (or of a settings call that returns UserInfo). */
export function applyUser(user: UserInfo): void {
  const stored = getActiveProfile();
  const active = activeProfileOf(user);
  if (stored?.Id !== active?.Id || stored?.Type !== active?.Type) setActiveProfile(active);
  setState({ status: 'signed-in', user });
}

/** A refreshed token for the same account; the other tabs adopt it silently (same account id). */
export function applyRefreshedToken(token: AccessToken): void {
  if (!state.user) return;
  setStoredSession({ token: token.Access_token, expires: token.Expires, accountId: state.user.Id });
}

/** userinfo could not be reached (network, 5xx): keep the stored token for the next visit, act signed out. */
export function applyRestoreUnavailable(): void {
  setState({ status: 'anonymous', user: null });
}

/** Forgets the sign-in: token, expiry, account id and active profile. */
export function applySignOut(): void {
  const had = getAccessToken() !== null || state.status !== 'anonymous';
  setStoredSession(null);
  setActiveProfile(null);
  setState({ status: 'anonymous', user: null });
  if (had) announce();
}

export interface Session extends SessionState {
  signedIn: boolean;
  /** The active profile's summary (name, type, organizer/blogger flags), or null without one. */
  profile: UserInfo['Profile'];
}

const serverSnapshot: SessionState = { status: 'anonymous', user: null };

/** The session for components; re-renders on sign-in, sign-out, user updates. */
export function useSession(): Session {
  const current = useBrowserStore(subscribeSession, getSession, () => serverSnapshot);
  return {
    ...current,
    signedIn: current.status === 'signed-in',
    profile: current.user?.Profile ?? null,
  };
}
