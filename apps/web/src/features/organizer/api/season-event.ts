import { apiRequest } from '../../../lib/api/client';

const path = (eventId: string, seasonId: string) =>
  `/event/${encodeURIComponent(eventId)}/seasonEvent/${encodeURIComponent(seasonId)}`;

/** POST /event/{id}/seasonEvent/{seasonId}: the event becomes part of a season-ticket event (idempotent). */
export function addToSeason(eventId: string, seasonId: string): Promise<void> {
  return apiRequest(path(eventId, seasonId), { method: 'POST' });
}

/** DELETE /event/{id}/seasonEvent/{seasonId}. */
export function removeFromSeason(eventId: string, seasonId: string): Promise<void> {
  return apiRequest(path(eventId, seasonId), { method: 'DELETE' });
}
