import type { UserInfo } from '@marquee/contract';
import { apiRequest } from '../api/client';

/**
 * GET /account/userinfo. Not validated with the schema on purpose: it runs on every page of a signed-in
 * user, and zod stays out of that path (docs/decisions.md).
 */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiRequest<UserInfo>('/account/userinfo', { signal });
}
