import { normalizeReferralId, type Profile } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { referralFor } from '../../tracking';

const profilePath = (idOrNickname: string) => `/search/profile/${encodeURIComponent(idOrNickname)}`;

/**
 * GET /search/profile/{id}: a profile by id or nickname (404 when unknown). Not validated with the zod schema: a
 * landing page, and zod would be ~26 kB gzip of its first load (as the event page's getEvent).
 */
export function getProfile(idOrNickname: string, signal?: AbortSignal): Promise<Profile> {
  // Spec 1 §7: the profile read carries the ReferalId it was reached through (this link's, else a stored one).
  const referral =
    normalizeReferralId(new URLSearchParams(globalThis.location?.search ?? '').get('ref')) ??
    referralFor({ profileId: idOrNickname });
  return apiRequest<Profile>(profilePath(idOrNickname), {
    signal,
    // Percent-encoded: a header carries only Latin-1, a link's label may be any text.
    ...(referral ? { headers: { ReferalId: encodeURIComponent(referral) } } : {}),
  });
}

export const profileQuery = (idOrNickname: string) =>
  queryOptions({
    queryKey: ['profile', idOrNickname],
    queryFn: ({ signal }) => getProfile(idOrNickname, signal),
  });

export const useProfile = (idOrNickname: string) => useQuery(profileQuery(idOrNickname));
