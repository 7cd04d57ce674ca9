import { buildHeaders, buildUrl } from '../../../lib/api/client';
import { ApiRequestError, toApiRequestError } from '../../../lib/api/errors';

/** GET /ticketing/tickets/{id}/print: the ticket as a PDF (binary, so not through the JSON client). */
export async function getTicketPdf(ticketId: string, signal?: AbortSignal): Promise<Blob> {
  const headers = buildHeaders();
  let response: Response;
  try {
    response = await fetch(buildUrl(`/ticketing/tickets/${encodeURIComponent(ticketId)}/print`), {
      headers,
      signal,
      credentials: 'same-origin',
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
  return response.blob();
}
