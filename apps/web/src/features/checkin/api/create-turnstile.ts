import { type TurnstileSystem, TurnstileSystemSchema } from '@marquee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkinKeys, turnstilePath } from './keys';

/** POST /turnstile/{id}/create?sendSectorName: the event's check-in system (409 TURNSTILE.EXISTS). */
export function createTurnstile(eventId: string, sendSectorName: boolean): Promise<TurnstileSystem> {
  return apiRequest(`${turnstilePath(eventId)}/create`, {
    method: 'POST',
    query: { sendSectorName },
    schema: TurnstileSystemSchema,
  });
}

export function useCreateTurnstile(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sendSectorName: boolean) => createTurnstile(eventId, sendSectorName),
    onSuccess: (system) => queryClient.setQueryData(checkinKeys.system(eventId), system),
    meta: { handlesErrors: true },
  });
}
