import { apiRequest } from '../../../lib/api/client';

/** POST /account/activation/{id} {Token}: 200 confirms the e-mail; anything else is EMAIL_CONFIRMATION.FAIL. */
export function activateAccount(id: string, token: string): Promise<void> {
  return apiRequest<void>(`/account/activation/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { Token: token },
  });
}
