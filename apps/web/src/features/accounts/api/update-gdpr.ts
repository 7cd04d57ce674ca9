import type { GdprSettingsBody, UserInfo } from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { applyUser } from '../../../lib/session/session-store';

/** POST /account/accountsettings/gdpr: records consent (terms-updated dialog); answers the new UserInfo. */
export function updateGdpr(body: GdprSettingsBody): Promise<UserInfo> {
  return apiRequest<UserInfo>('/account/accountsettings/gdpr', { method: 'POST', body });
}

export const useUpdateGdpr = () => useMutation({ mutationFn: updateGdpr, onSuccess: applyUser });
