import type { StreamDetail } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /stream/{id} (version 2.2), id or nickname: the public part; 404 for unknown ids and drafts. Not validated with the zod schema: a
 * landing page, and zod would be ~26 kB gzip of its first load (as the event page's getEvent).
 */
export function getStream(idOrNickname: string, signal?: AbortSignal): Promise<StreamDetail> {
  return apiRequest<StreamDetail>(`/stream/${encodeURIComponent(idOrNickname)}`, { signal, version: '2.2' });
}

export const streamQuery = (idOrNickname: string) =>
  queryOptions({
    queryKey: ['stream', 'detail', idOrNickname],
    queryFn: ({ signal }) => getStream(idOrNickname, signal),
  });

export const useStream = (idOrNickname: string) => useQuery(streamQuery(idOrNickname));

/**
 * GET /stream/{id}?code&device&forceAccess (spec 1 §4): unlocks a paid stream on this device and answers a
 * fresh view token; also the recheck. Rejects with 403 (wrong code), 401 STREAM.CODE_IS_USED, 410.
 */
export function unlockStream(
  idOrNickname: string,
  access: { code: string; device: string; forceAccess?: boolean },
): Promise<StreamDetail> {
  return apiRequest<StreamDetail>(`/stream/${encodeURIComponent(idOrNickname)}`, {
    version: '2.2',
    query: { code: access.code, device: access.device, forceAccess: access.forceAccess ? 'true' : undefined },
  });
}
