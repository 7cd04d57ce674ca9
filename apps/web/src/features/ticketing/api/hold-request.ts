import { type AddToBasketResponse, IDEMPOTENCY_KEY_HEADER } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { isApiRequestError } from '../../../lib/api/errors';

/** How long a hold waits before its one retry after a lost answer. */
const RETRY_DELAY_MS = 400;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure contexts (a LAN address over http) have getRandomValues but not randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A hold write (issue 14): one Idempotency-Key per buyer action, and one retry with the same key when the
 * answer was lost (no answer at all: a dropped connection, a server restart). The server holds once however
 * many of the two arrive and answers the retry with the first hold. An answered refusal is never retried.
 */
export async function sendHold(
  path: string,
  query: Record<string, string | number | undefined>,
): Promise<AddToBasketResponse> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUuid() };
  const send = () => apiRequest<AddToBasketResponse>(path, { method: 'POST', query, headers });
  try {
    return await send();
  } catch (error) {
    if (!isApiRequestError(error) || error.status !== 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return send();
  }
}
