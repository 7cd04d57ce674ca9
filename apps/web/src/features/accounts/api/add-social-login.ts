import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** POST /externalaccount/addfacebooklogin {Token}: links the social identity of the one-time code to the signed-in account. */
export function addSocialLogin(code: string): Promise<unknown> {
  return apiRequest('/externalaccount/addfacebooklogin', { method: 'POST', body: { Token: code } });
}

export const useAddSocialLogin = () =>
  useMutation({ mutationFn: addSocialLogin, meta: { handlesErrors: true } });
