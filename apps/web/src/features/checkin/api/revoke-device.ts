import { type TurnstileSystem, TurnstileSystemSchema } from '@marquee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkinKeys, turnstilePath } from './keys';

/** DELETE /turnstile/{id}/devices/{deviceId}: the device stops working at its next request. */
export function revokeDevice(eventId: string, deviceId: string): Promise<TurnstileSystem> {
  return apiRequest(`${turnstilePath(eventId)}/devices/${encodeURIComponent(deviceId)}`, {
    method: 'DELETE',
    schema: TurnstileSystemSchema,
  });
}

export function useRevokeDevice(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => revokeDevice(eventId, deviceId),
    onSuccess: (system) => queryClient.setQueryData(checkinKeys.system(eventId), system),
    meta: { handlesErrors: true },
  });
}
