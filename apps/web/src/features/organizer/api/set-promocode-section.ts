import { type EventManagement, EventManagementSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** PUT /event/{id}/showPromocodeSection: whether buyers see the promo-code field. */
export function setPromocodeSection(id: string, show: boolean): Promise<EventManagement> {
  return apiRequest(`/event/${encodeURIComponent(id)}/showPromocodeSection`, {
    method: 'PUT',
    body: { ShowPromocodeSection: show },
    schema: EventManagementSchema,
  });
}
