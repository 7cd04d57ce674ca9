import { GateSchema, SectorGatesBodySchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

const venue = (venueId: string) => `/venue/${encodeURIComponent(venueId)}`;

/** POST /venue/{id}/gate (409 when the name is taken). */
export const createGate = (venueId: string, name: string) =>
  apiRequest(`${venue(venueId)}/gate`, { method: 'POST', body: { Name: name }, schema: GateSchema });

/** DELETE /venue/{id}/gate/{gateId}. */
export const deleteGate = (venueId: string, gateId: string) =>
  apiRequest(`${venue(venueId)}/gate/${encodeURIComponent(gateId)}`, { method: 'DELETE' });

/** POST /venue/{id}/{sectorId}/gate: the gates leading to a saved sector. */
export const setSectorGates = (venueId: string, sectorId: string, gateIds: string[]) =>
  apiRequest(`${venue(venueId)}/${encodeURIComponent(sectorId)}/gate`, {
    method: 'POST',
    body: { GateIds: gateIds },
    schema: SectorGatesBodySchema,
  });
