import { type EventManagement, EventManagementSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** PUT /event/{id}/status?Status: DRAFT always; PUBLISHED only when complete (EVENT.PUBLISH_INCOMPLETE). */
export function setEventStatus(id: string, status: 'PUBLISHED' | 'DRAFT'): Promise<EventManagement> {
  return apiRequest(`/event/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    query: { Status: status },
    schema: EventManagementSchema,
  });
}
