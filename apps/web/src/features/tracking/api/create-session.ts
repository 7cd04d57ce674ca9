import type { Session } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** POST /session: a new anonymous visit session `{ _id, Expires }` (30 days). */
export function createSession(): Promise<Session> {
  return apiRequest<Session>('/session', { method: 'POST' });
}
