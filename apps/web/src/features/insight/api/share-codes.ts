import { type ShareCode, ShareCodeListSchema, ShareCodeSchema } from '@marquee/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { eventPath, insightKeys } from './keys';

const sharePath = (eventId: string) => `${eventPath(eventId)}/statistics/shareCodes`;

/** GET …/statistics/shareCodes: the event's codes, each shown by its last characters only. */
export const useShareCodes = (eventId: string, enabled: boolean) =>
  useQuery({
    queryKey: insightKeys.shareCodes(eventId),
    queryFn: ({ signal }) => apiRequest(sharePath(eventId), { signal, schema: ShareCodeListSchema }),
    enabled,
  });

/** POST …/statistics/shareCodes {Label}: the answer holds the whole code, the only time it is ever sent. */
export function useCreateShareCode(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string): Promise<ShareCode> =>
      apiRequest(sharePath(eventId), {
        method: 'POST',
        body: { Label: label.trim() || null },
        schema: ShareCodeSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightKeys.shareCodes(eventId) }),
    meta: { handlesErrors: true },
  });
}

/** DELETE …/statistics/shareCodes/{codeId}: links with the code stop working at once. */
export function useRevokeShareCode(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codeId: string) =>
      apiRequest(`${sharePath(eventId)}/${encodeURIComponent(codeId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightKeys.shareCodes(eventId) }),
    meta: { handlesErrors: true },
  });
}
