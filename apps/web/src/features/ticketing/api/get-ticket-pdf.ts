import { fetchBinary } from '../../../lib/api/binary';

/** GET /ticketing/tickets/{id}/print: the ticket as a PDF (binary, so not through the JSON client). */
export function getTicketPdf(ticketId: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBinary(`/ticketing/tickets/${encodeURIComponent(ticketId)}/print`, { signal });
}
