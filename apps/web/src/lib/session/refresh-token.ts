import type { AccessToken } from '@marquee/contract';
import { apiRequest } from '../api/client';

/** POST /account/newtoken: a fresh token for the signed-in user (used when under 18 h remain). */
export function refreshToken(): Promise<AccessToken> {
  return apiRequest<AccessToken>('/account/newtoken', { method: 'POST', body: {} });
}
