import { apiRequest } from '../../../lib/api/client';

/** DELETE /venue/{vc}/baseprices/{priceId}: removes one price window. */
export function deleteBasePrice(vc: string, priceId: string): Promise<void> {
  return apiRequest(`/venue/${encodeURIComponent(vc)}/baseprices/${encodeURIComponent(priceId)}`, {
    method: 'DELETE',
  });
}
