import { type EventManagement, EventManagementSchema, type EventUpdate } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** PUT /event/{id}: saves the fields sent (left out: kept; null: cleared; lists: replaced). */
export function updateEvent(id: string, input: EventUpdate): Promise<EventManagement> {
  return apiRequest(`/event/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: EventManagementSchema,
  });
}
