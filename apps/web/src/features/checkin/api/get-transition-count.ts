import { TransitionCountSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkinKeys } from './keys';

/** How often the live counts are read while the page is visible (TanStack pauses it in a hidden tab). */
export const COUNTS_POLL_MS = 5000;

/** GET /checkticket/transition/{id}/count: entries, exits and people inside, overall, per gate and sector. */
export const transitionCountQuery = (eventId: string) =>
  queryOptions({
    queryKey: checkinKeys.counts(eventId),
    queryFn: ({ signal }) =>
      apiRequest(`/checkticket/transition/${encodeURIComponent(eventId)}/count`, {
        signal,
        schema: TransitionCountSchema,
      }),
    staleTime: 0,
    refetchInterval: COUNTS_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });

export const useTransitionCount = (eventId: string, enabled: boolean) =>
  useQuery({ ...transitionCountQuery(eventId), enabled });
