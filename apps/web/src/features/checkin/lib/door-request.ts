import { DEVICE_TOKEN_HEADER } from '@marquee/contract';
import { buildHeaders, buildUrl } from '../../../lib/api/client';
import { ApiRequestError, toApiRequestError } from '../../../lib/api/errors';

/** A door call that has not answered in this time is taken as no network: the door decides itself. */
export const DOOR_TIMEOUT_MS = 2500;

interface DoorRequestOptions<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The paired device's token (DeviceToken header); none for pairing itself. */
  deviceToken?: string;
  timeoutMs?: number;
  /** A light check of the answer's shape (the door keeps zod off its chunk); throws when it is wrong. */
  check: (data: unknown) => T;
}

/**
 * The door's own fetch: a timeout, no maintenance redirect and no session reaction to 401 (the door is not
 * signed in; a door must never leave its screen). Throws ApiRequestError; status 0 = no answer in time.
 */
export async function doorRequest<T>(path: string, options: DoorRequestOptions<T>): Promise<T> {
  const headers = buildHeaders({
    headers: options.deviceToken ? { [DEVICE_TOKEN_HEADER]: options.deviceToken } : {},
  });
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DOOR_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch (error) {
      throw new ApiRequestError(0, { Code: 'NETWORK_ERROR', Message: String(error) });
    }
    let body: unknown;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : undefined;
    } catch (error) {
      if (controller.signal.aborted)
        throw new ApiRequestError(0, { Code: 'NETWORK_ERROR', Message: 'timeout' });
      body = undefined;
      if (response.ok)
        throw new ApiRequestError(response.status, { Code: 'INVALID_RESPONSE', Message: String(error) });
    }
    if (!response.ok) throw await toApiRequestError(response.status, body, response.statusText);
    try {
      return options.check(body);
    } catch (error) {
      throw new ApiRequestError(response.status, { Code: 'INVALID_RESPONSE', Message: String(error) });
    }
  } finally {
    clearTimeout(timer);
  }
}

/** No answer (network down, timeout) or a server that cannot decide now (5xx): the door decides offline. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function ensure(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`unexpected answer: ${what}`);
}
