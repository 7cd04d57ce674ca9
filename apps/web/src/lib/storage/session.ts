import { readItem, readJson, writeItem } from './web-storage';

/**
 * Client-side session facts the API client attaches as headers (spec 1 §7). The accounts issue owns
 * writing them (sign-in, profile switch, POST /session); the shell only reads them.
 */
export const STORAGE_KEYS = {
  accessToken: 'marquee.accessToken',
  /** ISO date-time the access token stops working (AccessToken.Expires). */
  accessTokenExpires: 'marquee.accessTokenExpires',
  /** The signed-in account's id: lets another tab tell a token refresh from a different sign-in. */
  accountId: 'marquee.accountId',
  activeProfile: 'marquee.activeProfile',
  /** The visit session (spec 1 §3 "Session": Id and Expires in local storage), JSON `{ Id, Expires }`. */
  sessionId: 'marquee.sessionId',
  location: 'marquee.location',
  organizerToastDismissed: 'marquee.organizerToastDismissed',
} as const;

export interface ActiveProfile {
  Id: string;
  Type: string;
}

export interface CachedLocation {
  lon: number;
  lat: number;
}

export const getAccessToken = (): string | null => readItem('local', STORAGE_KEYS.accessToken);
export const setAccessToken = (token: string | null): void =>
  writeItem('local', STORAGE_KEYS.accessToken, token);

export const getAccessTokenExpires = (): string | null => readItem('local', STORAGE_KEYS.accessTokenExpires);
export const getStoredAccountId = (): string | null => readItem('local', STORAGE_KEYS.accountId);

/** Writes (or, with null, clears) the whole stored sign-in: token, expiry and account id. */
export function setStoredSession(
  session: { token: string; expires: string; accountId: string | null } | null,
): void {
  // The account id goes first: another tab reacting to the token change reads it.
  writeItem('local', STORAGE_KEYS.accountId, session?.accountId ?? null);
  writeItem('local', STORAGE_KEYS.accessTokenExpires, session?.expires ?? null);
  writeItem('local', STORAGE_KEYS.accessToken, session?.token ?? null);
}

/** A stored token whose expiry is known and still ahead; anything else counts as signed out. */
export function hasLiveToken(now = Date.now()): boolean {
  if (!getAccessToken()) return false;
  const expires = Date.parse(getAccessTokenExpires() ?? '');
  return Number.isFinite(expires) && expires > now;
}

export function getActiveProfile(): ActiveProfile | null {
  const value = readJson<ActiveProfile>('local', STORAGE_KEYS.activeProfile);
  return value && typeof value.Id === 'string' && typeof value.Type === 'string' ? value : null;
}
export const setActiveProfile = (profile: ActiveProfile | null): void =>
  writeItem('local', STORAGE_KEYS.activeProfile, profile ? JSON.stringify(profile) : null);

/** The visit session of POST /session (referral attribution, per-client limits); 30 days, not sliding. */
export interface VisitSession {
  Id: string;
  /** ISO-8601 instant; after it the web creates a new session. */
  Expires: string;
}

/** The stored visit session while unexpired, else null (spec 1 §4: created or restored on start). */
export function getVisitSession(now = Date.now()): VisitSession | null {
  const value = readJson<VisitSession>('local', STORAGE_KEYS.sessionId);
  if (!value || typeof value.Id !== 'string' || typeof value.Expires !== 'string') return null;
  return Date.parse(value.Expires) > now ? value : null;
}
export const setVisitSession = (session: VisitSession | null): void =>
  writeItem('local', STORAGE_KEYS.sessionId, session ? JSON.stringify(session) : null);
/** The SessionId header's value (spec 1 §7): sent once a session exists. */
export const getSessionId = (): string | null => getVisitSession()?.Id ?? null;

export function getCachedLocation(): CachedLocation | null {
  const value = readJson<CachedLocation>('session', STORAGE_KEYS.location);
  return value && Number.isFinite(value.lon) && Number.isFinite(value.lat) ? value : null;
}
export const setCachedLocation = (location: CachedLocation | null): void =>
  writeItem('session', STORAGE_KEYS.location, location ? JSON.stringify(location) : null);
