import { apiRequest } from '../../../lib/api/client';

const path = (profileId: string, organizerId: string) =>
  `/participation/${encodeURIComponent(profileId)}/blocks/${encodeURIComponent(organizerId)}`;

/** PUT /participation/{profileId}/blocks/{organizerId}: decline the organizer's future listings. */
export const blockOrganizer = (profileId: string, organizerId: string) =>
  apiRequest(path(profileId, organizerId), { method: 'PUT' });

/** DELETE /participation/{profileId}/blocks/{organizerId}: accept the organizer's listings again. */
export const unblockOrganizer = (profileId: string, organizerId: string) =>
  apiRequest(path(profileId, organizerId), { method: 'DELETE' });
