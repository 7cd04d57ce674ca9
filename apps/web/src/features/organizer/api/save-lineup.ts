import { ManagedLineupItemSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

export interface LineupInput {
  ProfileId?: string | null;
  Name?: string | null;
  /** YYYY-MM-DD in the event's zone. */
  Day?: string | null;
  Begin?: string | null;
  HideTime: boolean;
  Order?: number;
}

/** POST /event/{id}/lineup (new entry) or PUT /event/{id}/lineup/{lineupId} (edit). */
export function saveLineupEntry(eventId: string, input: LineupInput, lineupId?: string) {
  const path = `/event/${encodeURIComponent(eventId)}/lineup${lineupId ? `/${encodeURIComponent(lineupId)}` : ''}`;
  return apiRequest(path, {
    method: lineupId ? 'PUT' : 'POST',
    body: input,
    schema: ManagedLineupItemSchema,
  });
}
