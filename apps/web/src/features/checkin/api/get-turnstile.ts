import { type TurnstileSystem, TurnstileSystemSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { isApiRequestError } from '../../../lib/api/errors';
import { checkinKeys, turnstilePath } from './keys';

/** GET /turnstile/{id}: the event's check-in system; null while the event has none (404). */
export async function getTurnstile(eventId: string, signal?: AbortSignal): Promise<TurnstileSystem | null> {
  try {
    return await apiRequest(turnstilePath(eventId), { signal, schema: TurnstileSystemSchema });
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return null;
    throw error;
  }
}

export const turnstileQuery = (eventId: string) =>
  queryOptions({
    queryKey: checkinKeys.system(eventId),
    queryFn: ({ signal }) => getTurnstile(eventId, signal),
    // Devices pair and conflicts appear while the page is open: read again every half minute.
    staleTime: 0,
    refetchInterval: 30_000,
    retry: false,
  });

export const useTurnstile = (eventId: string) => useQuery(turnstileQuery(eventId));
