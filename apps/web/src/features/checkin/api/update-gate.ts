import { type TurnstileGateBody, type TurnstileSystem, TurnstileSystemSchema } from '@marquee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkinKeys, turnstilePath } from './keys';

/** PUT /turnstile/{id}/gates/{gateId}: rename a gate or change its sectors. */
export function updateGate(
  eventId: string,
  gateId: string,
  body: TurnstileGateBody,
): Promise<TurnstileSystem> {
  return apiRequest(`${turnstilePath(eventId)}/gates/${encodeURIComponent(gateId)}`, {
    method: 'PUT',
    body,
    schema: TurnstileSystemSchema,
  });
}

export function useUpdateGate(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gateId, body }: { gateId: string; body: TurnstileGateBody }) =>
      updateGate(eventId, gateId, body),
    onSuccess: (system) => queryClient.setQueryData(checkinKeys.system(eventId), system),
    meta: { handlesErrors: true },
  });
}
