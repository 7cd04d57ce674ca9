import { type Sector, SectorSchema } from '@marquee/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { configurationOf, getManagedEvent, getTicketCategories, getVenueLayout } from '../../organizer';
import { couponKeys } from './keys';

/** What a coupon can be narrowed to within one event: its ticket types and its venue's sectors. */
export interface EventScope {
  eventId: string;
  eventName: string;
  categories: { Id: string; Name: string }[];
  venueId: string | null;
  sectors: { Id: string; Name: string; Type: Sector['Type'] }[];
}

/**
 * The event's ticket categories (GET /event/{id}/venueconfigurations/{vc}/ticketcategories) and, with a
 * venue, its layout's sectors (GET /venue/{id}?configurationId) — the organizer workspace's own calls.
 */
export async function getEventScope(eventId: string, signal?: AbortSignal): Promise<EventScope> {
  const event = await getManagedEvent(eventId, signal);
  const categories = await getTicketCategories(eventId, configurationOf(event), signal);
  const venueId = event.VenueRef?._id ?? null;
  const venue = venueId ? await getVenueLayout(venueId, event.VenueConfigurationId, signal) : null;
  return {
    eventId,
    eventName: event.ProfileName,
    categories: categories.map((c) => ({ Id: c._id, Name: c.Name })),
    venueId,
    sectors: (venue?.Sectors ?? []).map((s) => ({ Id: s._id, Name: s.Name, Type: s.Type })),
  };
}

export const eventScopeQuery = (eventId: string) =>
  queryOptions({
    queryKey: couponKeys.scope(eventId),
    queryFn: ({ signal }) => getEventScope(eventId, signal),
    staleTime: 60_000,
    retry: false,
  });

/** The scopes of every chosen event (ticket types are the union of theirs). */
export const useEventScopes = (eventIds: string[]) =>
  useQueries({ queries: eventIds.map((id) => eventScopeQuery(id)) });

/** GET /venue/{id}/sector/{sectorId}: one sector with its rows and seats, to pick seats from. */
export function getVenueSector(venueId: string, sectorId: string, signal?: AbortSignal): Promise<Sector> {
  return apiRequest(`/venue/${encodeURIComponent(venueId)}/sector/${encodeURIComponent(sectorId)}`, {
    signal,
    schema: SectorSchema,
  });
}

export const useVenueSector = (venueId: string | null, sectorId: string | null) =>
  useQuery({
    queryKey: couponKeys.sector(venueId ?? '', sectorId ?? ''),
    queryFn: ({ signal }) => getVenueSector(venueId ?? '', sectorId ?? '', signal),
    enabled: Boolean(venueId && sectorId),
    staleTime: 300_000,
  });
