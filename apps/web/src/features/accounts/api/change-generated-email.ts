import type { UserInfo } from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { applyUser } from '../../../lib/session/session-store';

/**
 * PUT /account/changeFacebookGeneratedMail?Email: replaces the e-mail made up at social sign-up and mails a
 * confirmation link to the new one. Answers the updated UserInfo (409 AUTH.EMAIL_ALREADY_IN_USE).
 */
export function changeGeneratedEmail(email: string): Promise<UserInfo> {
  return apiRequest<UserInfo>('/account/changeFacebookGeneratedMail', {
    method: 'PUT',
    query: { Email: email },
  });
}

export const useChangeGeneratedEmail = () =>
  useMutation({ mutationFn: changeGeneratedEmail, onSuccess: applyUser, meta: { handlesErrors: true } });
