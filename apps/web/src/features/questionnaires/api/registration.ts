import { type TicketRegistration2, TicketRegistration2Schema } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { configurationOf, getManagedEvent, getTicketCategories, getVenueLayout } from '../../organizer';
import { questionnaireKeys } from './keys';

const path = (eventId: string) => `/event/${encodeURIComponent(eventId)}/ticketRegistration`;

/** GET /event/{id}/ticketRegistration: the event's TicketRegistration2 (QuestionnaireId null: none). */
export const useTicketRegistration = (eventId: string) =>
  useQuery({
    queryKey: questionnaireKeys.registration(eventId),
    queryFn: ({ signal }) => apiRequest(path(eventId), { signal, schema: TicketRegistration2Schema }),
    retry: false,
  });

/** PUT /event/{id}/ticketRegistration: 400 FieldErrors ForSectors.k, GlobalQuestions.k, QuestionnaireId. */
export function saveTicketRegistration(eventId: string, body: TicketRegistration2) {
  return apiRequest(path(eventId), { method: 'PUT', body, schema: TicketRegistration2Schema });
}

export interface RegistrationSector {
  Id: string;
  Name: string;
}

/**
 * The sectors ForSectors may name, as the server checks them: the venue layout's ticket sectors, or for an
 * event without a venue its ticket categories (its virtual sectors). Drafts too: the wizard's own calls
 * (GET /eventpricesandcounts answers published events only).
 */
async function registrationSectors(eventId: string, signal?: AbortSignal) {
  const event = await getManagedEvent(eventId, signal);
  const venueId = event.VenueRef?._id ?? null;
  if (venueId) {
    const venue = await getVenueLayout(venueId, event.VenueConfigurationId, signal);
    const sectors = venue.Sectors.filter((s) => !s.IsMerchandise);
    return { event, sectors: sectors.map((s): RegistrationSector => ({ Id: s._id, Name: s.Name })) };
  }
  const categories = await getTicketCategories(eventId, configurationOf(event), signal);
  return { event, sectors: categories.map((c): RegistrationSector => ({ Id: c._id, Name: c.Name })) };
}

export const useRegistrationSectors = (eventId: string) =>
  useQuery({
    queryKey: questionnaireKeys.sectors(eventId),
    queryFn: ({ signal }) => registrationSectors(eventId, signal),
    retry: false,
  });
