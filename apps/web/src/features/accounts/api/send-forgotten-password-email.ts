import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** POST /account/sendforgottenpasswordemail {Email}: mails a reset link (200 for unknown e-mails too). */
export function sendForgottenPasswordEmail(email: string): Promise<void> {
  return apiRequest<void>('/account/sendforgottenpasswordemail', { method: 'POST', body: { Email: email } });
}

export const useSendForgottenPasswordEmail = () =>
  useMutation({ mutationFn: sendForgottenPasswordEmail, meta: { handlesErrors: true } });
