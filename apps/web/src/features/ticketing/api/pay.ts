import type { PayBody, PayResponse } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

export interface PayInput {
  guid: string;
  /** `reserve`: POST …/reserveTicket (pay in place); `pay`: POST …/pay. */
  mode: 'pay' | 'reserve';
  query: { EventId?: string; phoneNumber?: string; NewEmail?: string; referalId?: string };
  body: PayBody;
}

/** POST /ticketing/basket/{guid}/pay or /reserveTicket → { extraData, url, needredirect }. */
export function pay({ guid, mode, query, body }: PayInput): Promise<PayResponse> {
  const action = mode === 'reserve' ? 'reserveTicket' : 'pay';
  return apiRequest<PayResponse>(`/ticketing/basket/${encodeURIComponent(guid)}/${action}`, {
    method: 'POST',
    query,
    body,
  });
}
