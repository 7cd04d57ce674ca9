import { type EventCreate, type EventManagement, EventManagementSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** POST /event: a draft of the active profile; what is left out gets the spec's defaults (spec 1 §9). */
export function createEvent(input: EventCreate): Promise<EventManagement> {
  return apiRequest('/event', { method: 'POST', body: input, schema: EventManagementSchema });
}
