import { type TurnstileSettingsBody, type TurnstileSystem, TurnstileSystemSchema } from '@marquee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkinKeys, turnstilePath } from './keys';

/** PUT /turnstile/{id}: re-entry and whether the welcome screen names sector and seat. */
export function updateTurnstile(eventId: string, body: TurnstileSettingsBody): Promise<TurnstileSystem> {
  return apiRequest(turnstilePath(eventId), { method: 'PUT', body, schema: TurnstileSystemSchema });
}

export function useUpdateTurnstile(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TurnstileSettingsBody) => updateTurnstile(eventId, body),
    onSuccess: (system) => queryClient.setQueryData(checkinKeys.system(eventId), system),
    meta: { handlesErrors: true },
  });
}
