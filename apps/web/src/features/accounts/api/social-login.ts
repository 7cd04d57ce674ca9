import type { SocialLoginBody, SocialLoginResponse } from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /externalaccount/facebooklogin {Code}: exchanges the one-time code the OpenID Connect callback
 * handed to the web app for AccessToken + UserInfo (+ Action Login or Register).
 */
// Typed, not parsed: UserInfoSchema holds LanguageSchema, which lives in the contract's languages module
// next to LANGUAGES/isLanguage; any chunk parsing with it keeps it there, and that module is on every
// page's first load, so zod would be too (docs/decisions.md "zod stays out of the first load").
export function socialLogin(body: SocialLoginBody): Promise<SocialLoginResponse> {
  return apiRequest('/externalaccount/facebooklogin', {
    method: 'POST',
    body,
  });
}

export const useSocialLogin = () => useMutation({ mutationFn: socialLogin, meta: { handlesErrors: true } });
