import type { Sector } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ticketingKeys } from './keys';

/** GET /venue/{id}/sector/{sectorId}: one sector with its rows and seats (loaded when the map zooms in). */
export function getVenueSector(venueId: string, sectorId: string, signal?: AbortSignal): Promise<Sector> {
  return apiRequest<Sector>(`/venue/${encodeURIComponent(venueId)}/sector/${encodeURIComponent(sectorId)}`, {
    version: '2.1',
    signal,
  });
}

export const venueSectorQuery = (venueId: string, sectorId: string) =>
  queryOptions({
    queryKey: ticketingKeys.sector(venueId, sectorId),
    queryFn: ({ signal }) => getVenueSector(venueId, sectorId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
