import { type ApiRequestOptions, buildHeaders, buildUrl } from './client';
import { ApiRequestError, toApiRequestError } from './errors';

interface BinaryInit {
  method?: 'GET' | 'POST';
  query?: ApiRequestOptions['query'];
  signal?: AbortSignal | undefined;
}

/** A call answering a file (CSV, PDF), so not through the JSON client; errors map like the client's. */
export async function fetchBinary(path: string, init: BinaryInit = {}): Promise<Blob> {
  return (await fetchResponse(path, init)).blob();
}

/**
 * The successful response of such a call, its body unread (a streamed export reads it as it arrives);
 * a network failure or an error status throws ApiRequestError like the JSON client.
 */
export async function fetchResponse(path: string, init: BinaryInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.query), {
      method: init.method ?? 'GET',
      headers: buildHeaders(),
      credentials: 'same-origin',
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, { Code: 'NETWORK_ERROR', Message: String(error) });
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A non-JSON error page: the status alone tells what failed.
    }
    throw await toApiRequestError(response.status, body, response.statusText);
  }
  return response;
}

/** Saves a blob under a file name through a temporary link (works by keyboard; Playwright sees a download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: an immediate revoke can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
