import type { ParticipationItem } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

/**
 * Spec 3 §7: PUT /event/{id}/lineup/{artistId}?Confirmed (the performer's own profile) or
 * PUT /event/{id}/building/confirmation?Confirmed (the venue's profile).
 */
export function confirmParticipation(
  item: Pick<ParticipationItem, 'EventId' | 'Role'>,
  profileId: string,
  confirmed: boolean,
): Promise<unknown> {
  const event = `/event/${encodeURIComponent(item.EventId)}`;
  const path =
    item.Role === 'Venue'
      ? `${event}/building/confirmation`
      : `${event}/lineup/${encodeURIComponent(profileId)}`;
  return apiRequest(path, { method: 'PUT', query: { Confirmed: confirmed } });
}
