import { DEFAULT_API_VERSION, HEADERS } from '@marquee/contract';
import { currentLanguage } from '../../i18n/setup';
import { getNavigator } from '../navigation';
import { getAccessToken, getActiveProfile, getCachedLocation, getSessionId } from '../storage/session';
import { ApiRequestError, toApiRequestError } from './errors';

export const API_BASE = '/api';

/**
 * How requests reach the API: the browser's fetch, or, when the server renders a page (entry-server.tsx),
 * the server's own routes in process (no network, no cookies: the page is rendered for an anonymous visitor).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended as a query string; null/undefined values are left out. */
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Plain objects are sent as JSON; FormData/Blob as they are (multipart uploads). */
  body?: unknown;
  /** API version for the versioned Accept header; some calls need 2.1 or 2.2 (spec 1 §7). */
  version?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A contract (zod) schema: the answer is validated, so a drifted server fails loudly here. */
  schema?: { parse: (data: unknown) => T };
}

export function buildUrl(path: string, query?: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The headers every call carries (spec 1 §7); none is required by the server for public reads. */
export function buildHeaders(options: Pick<ApiRequestOptions, 'version' | 'headers'> = {}): Headers {
  const headers = new Headers();
  headers.set(HEADERS.accept, `application/json; version=${options.version ?? DEFAULT_API_VERSION}`);
  headers.set(HEADERS.acceptLanguage, currentLanguage());
  headers.set(HEADERS.buildDate, __BUILD_DATE__);
  const token = getAccessToken();
  if (token) headers.set(HEADERS.authorization, `Bearer ${token}`);
  const profile = getActiveProfile();
  if (profile) {
    headers.set(HEADERS.profileId, profile.Id);
    headers.set(HEADERS.profileType, profile.Type);
  }
  const location = getCachedLocation();
  if (location) headers.set(HEADERS.location, `${location.lon};${location.lat}`);
  const sessionId = getSessionId();
  if (sessionId) headers.set(HEADERS.sessionId, sessionId);
  if (typeof document !== 'undefined' && document.referrer) {
    headers.set(HEADERS.sessionReferer, document.referrer);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    if (response.ok)
      throw new ApiRequestError(response.status, { Code: 'INVALID_RESPONSE', Message: 'Bad JSON' });
    return undefined;
  }
}

/** Maintenance (503) anywhere sends the user to the error page, unless they are already on it. */
function redirectOnMaintenance(): void {
  const navigator = getNavigator();
  if (!navigator) return;
  const target = `/${currentLanguage()}/error/503`;
  if (!/^\/[a-z]{2}\/error\/503\/?$/.test(navigator.pathname())) navigator.navigate(target);
}

/** Fired on every 401 answer; the session layer decides (invalid token → logout, unconfirmed → dialog). */
export const UNAUTHORIZED_EVENT = 'marquee:unauthorized';

export interface UnauthorizedDetail {
  Code: string;
  /** The bearer token the failed request carried (null when anonymous). */
  token: string | null;
}

function reportUnauthorized(error: ApiRequestError, headers: Headers): void {
  if (typeof window === 'undefined') return;
  const auth = headers.get(HEADERS.authorization);
  const detail: UnauthorizedDetail = { Code: error.Code, token: auth ? auth.replace(/^Bearer /, '') : null };
  window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail }));
}

/**
 * Calls the API and resolves with the parsed JSON body.
 * Throws ApiRequestError (status, Code, Message, FieldErrors) for every non-2xx answer and for network failures (status 0).
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const headers = buildHeaders(options);
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    body: encodeBody(options.body, headers),
    signal: options.signal,
    credentials: 'same-origin',
  };
  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), init);
  } catch (error) {
    // An abort is the caller's decision (TanStack Query cancelling), not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, { Code: 'NETWORK_ERROR', Message: String(error) });
  }
  if (response.status === 503) redirectOnMaintenance();
  const body = await readBody(response);
  if (!response.ok) {
    const error = await toApiRequestError(response.status, body, response.statusText);
    if (response.status === 401) reportUnauthorized(error, headers);
    throw error;
  }
  return options.schema ? options.schema.parse(body) : (body as T);
}
