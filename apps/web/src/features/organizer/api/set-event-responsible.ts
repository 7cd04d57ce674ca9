import { EventResponsibleSchema, type ResponsibleInput } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/** PUT /event/{id}/responsible: 403 RESPONSIBLE_LOCKED once tickets have been sold. */
export function setEventResponsible(eventId: string, input: ResponsibleInput & { SaveAsTemplate: boolean }) {
  return apiRequest(`/event/${encodeURIComponent(eventId)}/responsible`, {
    method: 'PUT',
    body: input,
    schema: EventResponsibleSchema,
  });
}
