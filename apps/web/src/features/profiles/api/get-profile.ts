import { normalizeReferralId, type Profile } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { takePrefetched } from '../../../lib/api/prefetched';
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

/**
 * index.html's early call (vite-plugins/route-preload.ts; used only for an anonymous visitor in the URL's language;
 * null when it failed), taken when it looks like a profile, else a new call: a shared profile link then skips a
 * round trip after the app starts.
 */
async function loadProfile(idOrNickname: string, signal: AbortSignal): Promise<Profile> {
  const early = await (takePrefetched<unknown>(profilePath(idOrNickname)) ?? null);
  return isProfileLike(early) ? early : getProfile(idOrNickname, signal);
}

const isProfileLike = (value: unknown): value is Profile =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Profile>).ProfileName === 'string';

export const profileQuery = (idOrNickname: string) =>
  queryOptions({
    queryKey: ['profile', idOrNickname],
    queryFn: ({ signal }) => loadProfile(idOrNickname, signal),
  });

export const useProfile = (idOrNickname: string) => useQuery(profileQuery(idOrNickname));
