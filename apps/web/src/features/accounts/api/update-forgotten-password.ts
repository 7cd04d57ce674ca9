import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export interface NewPasswordInput {
  id: string;
  token: string;
  password: string;
}

/** PUT /account/updateforgottenpassword/{id} {Token, NewPassword}: 400 NEW_PASSWORD.FAIL. */
export function updateForgottenPassword({ id, token, password }: NewPasswordInput): Promise<void> {
  return apiRequest<void>(`/account/updateforgottenpassword/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { Token: token, NewPassword: password },
  });
}

export const useUpdateForgottenPassword = () =>
  useMutation({ mutationFn: updateForgottenPassword, meta: { handlesErrors: true } });
