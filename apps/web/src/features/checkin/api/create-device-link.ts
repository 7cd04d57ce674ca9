import { type DeviceLink, type DeviceLinkBody, DeviceLinkSchema } from '@marquee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { checkinKeys, turnstilePath } from './keys';

/** POST /turnstile/{id}/devices: a one-time pairing link for a door phone at one gate. */
export function createDeviceLink(eventId: string, body: DeviceLinkBody): Promise<DeviceLink> {
  return apiRequest(`${turnstilePath(eventId)}/devices`, { method: 'POST', body, schema: DeviceLinkSchema });
}

export function useCreateDeviceLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceLinkBody) => createDeviceLink(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkinKeys.system(eventId) }),
    meta: { handlesErrors: true },
  });
}
