import type { SessionVisitBody } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** POST /session/{id}: a visit of an event or profile page, with the referral it came with. */
export function recordVisit(sessionId: string, body: SessionVisitBody): Promise<void> {
  return apiRequest<void>(`/session/${encodeURIComponent(sessionId)}`, { method: 'POST', body });
}
