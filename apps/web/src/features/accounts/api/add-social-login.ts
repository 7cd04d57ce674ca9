import type { UserInfo } from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { applyUser } from '../../../lib/session/session-store';

/** POST /externalaccount/addfacebooklogin {Token}: links the social identity of the one-time code to the signed-in account. */
export function addSocialLogin(code: string): Promise<UserInfo> {
  return apiRequest<UserInfo>('/externalaccount/addfacebooklogin', { method: 'POST', body: { Token: code } });
}

export const useAddSocialLogin = () =>
  // The answer is the updated UserInfo: account settings then shows the identity as connected.
  useMutation({ mutationFn: addSocialLogin, onSuccess: applyUser, meta: { handlesErrors: true } });
