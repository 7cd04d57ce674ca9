import { type Layout, LayoutSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** POST /event/{id}/venueconfigurations: a copy of the current layout made for this event only. */
export function createEventLayout(eventId: string, name: string): Promise<Layout> {
  return apiRequest(`/event/${encodeURIComponent(eventId)}/venueconfigurations`, {
    method: 'POST',
    body: { Name: name },
    schema: LayoutSchema,
  });
}
