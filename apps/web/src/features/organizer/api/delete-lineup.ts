import { apiRequest } from '../../../lib/api/client';

/** DELETE /event/{id}/lineup/{lineupId}. */
export function deleteLineupEntry(eventId: string, lineupId: string): Promise<void> {
  return apiRequest(`/event/${encodeURIComponent(eventId)}/lineup/${encodeURIComponent(lineupId)}`, {
    method: 'DELETE',
  });
}
