import { normalizeReferralId, type Profile } from '@marquee/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api/client';

const profilePath = (idOrNickname: string) => `/search/profile/${encodeURIComponent(idOrNickname)}`;

/**
 * Spec 1 §7: the referral a profile read carries (this link's `?ref`, else one stored for it); browser only.
 * The stored ones are the tracking feature's, loaded when a read needs them, off the first load.
 */
async function profileReferral(idOrNickname: string): Promise<string | null> {
  if (typeof window === 'undefined') return null;
  const fromLink = normalizeReferralId(new URLSearchParams(window.location.search).get('ref'));
  if (fromLink) return fromLink;
  const { storedReferral } = await import('./stored-referral');
  return storedReferral(idOrNickname);
}

/**
 * The profiles this browser has read itself (each read carried the visit's referral). A profile the server
 * rendered came in its hydration state, read anonymously without one: see useReferralRead.
 */
const readInBrowser = new Set<string>();

/**
 * GET /search/profile/{id}: a profile by id or nickname (404 when unknown). Not validated with the zod schema: a
 * landing page, and zod would be ~26 kB gzip of its first load (as the event page's getEvent).
 */
export async function getProfile(idOrNickname: string, signal?: AbortSignal): Promise<Profile> {
  if (typeof window !== 'undefined') readInBrowser.add(idOrNickname);
  // Spec 1 §7: the profile read carries the ReferalId it was reached through (this link's, else a stored one).
  const referral = await profileReferral(idOrNickname);
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

/**
 * A server-rendered profile page (issue 25) was read anonymously, without the visit's ReferalId: once
 * hydrated, a visit that has a referral for the profile reads it once more, carrying it (spec 1 §7). A
 * profile the browser read itself already carried it, and is not read again.
 */
export function useReferralRead(idOrNickname: string, loaded: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loaded || readInBrowser.has(idOrNickname)) return;
    let current = true;
    void profileReferral(idOrNickname).then((referral) => {
      if (current && referral && !readInBrowser.has(idOrNickname))
        void queryClient.refetchQueries({ queryKey: profileQuery(idOrNickname).queryKey, exact: true });
    });
    return () => {
      current = false;
    };
  }, [queryClient, idOrNickname, loaded]);
}
