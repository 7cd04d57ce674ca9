import { type TurnstileGateBody, type TurnstileSystem, TurnstileSystemSchema } from '@marquee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkinKeys, turnstilePath } from './keys';

/** POST /turnstile/{id}/gates: a gate and the sectors that enter through it (none = every sector). */
export function createGate(eventId: string, body: TurnstileGateBody): Promise<TurnstileSystem> {
  return apiRequest(`${turnstilePath(eventId)}/gates`, {
    method: 'POST',
    body,
    schema: TurnstileSystemSchema,
  });
}

export function useCreateGate(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TurnstileGateBody) => createGate(eventId, body),
    onSuccess: (system) => queryClient.setQueryData(checkinKeys.system(eventId), system),
    meta: { handlesErrors: true },
  });
}
