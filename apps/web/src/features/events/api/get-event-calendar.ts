import { apiRequest } from '../../../lib/api/client';

/**
 * GET /event/{id}/calendar.ics: the iCalendar text. Fetched rather than linked so it carries the page's
 * language (the event URL and country names inside) and, for a draft's author, the bearer token.
 */
export function getEventCalendar(eventId: string): Promise<string> {
  return apiRequest<string>(`/event/${encodeURIComponent(eventId)}/calendar.ics`);
}
