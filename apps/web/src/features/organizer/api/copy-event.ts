import { type EventManagement, EventManagementSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** POST /event/{id}/copy: "add another date" — a draft copy in the same show (EventGroupId). */
export function copyEvent(id: string, input: { Begin: string; End?: string }): Promise<EventManagement> {
  return apiRequest(`/event/${encodeURIComponent(id)}/copy`, {
    method: 'POST',
    body: input,
    schema: EventManagementSchema,
  });
}
