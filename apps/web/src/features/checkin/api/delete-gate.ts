import { type TurnstileSystem, TurnstileSystemSchema } from '@marquee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkinKeys, turnstilePath } from './keys';

/** DELETE /turnstile/{id}/gates/{gateId} (409 TURNSTILE.GATE_IN_USE while a device scans there). */
export function deleteGate(eventId: string, gateId: string): Promise<TurnstileSystem> {
  return apiRequest(`${turnstilePath(eventId)}/gates/${encodeURIComponent(gateId)}`, {
    method: 'DELETE',
    schema: TurnstileSystemSchema,
  });
}

export function useDeleteGate(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gateId: string) => deleteGate(eventId, gateId),
    onSuccess: (system) => queryClient.setQueryData(checkinKeys.system(eventId), system),
    meta: { handlesErrors: true },
  });
}
