import { type EventManagement, EventManagementSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** PUT /event/{id}/setvenue: the venue (null: none); place and time zone follow, times keep their wall clock. */
export function setEventVenue(id: string, venueId: string | null): Promise<EventManagement> {
  return apiRequest(`/event/${encodeURIComponent(id)}/setvenue`, {
    method: 'PUT',
    body: { VenueId: venueId },
    schema: EventManagementSchema,
  });
}
