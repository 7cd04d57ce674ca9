import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** POST /account/resendActivationMail: a new confirmation link for the signed-in, unconfirmed user. */
export function resendActivationMail(): Promise<void> {
  return apiRequest<void>('/account/resendActivationMail', { method: 'POST', body: {} });
}

export const useResendActivationMail = () =>
  useMutation({ mutationFn: resendActivationMail, meta: { handlesErrors: true } });
