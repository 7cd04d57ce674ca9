import type { LoginBody, TokenWithUserInfo } from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** POST /account/tokenwithuserinfo: 400 AUTH.WRONG_USERNAME_OR_PWD, 429 MAXIMUM_ATTEMPTS_EXCEEDED. */
// Typed, not parsed: UserInfoSchema holds LanguageSchema, which lives in the contract's languages module
// next to LANGUAGES/isLanguage; any chunk parsing with it keeps it there, and that module is on every
// page's first load, so zod would be too (docs/decisions.md "zod stays out of the first load").
export function signIn(body: LoginBody): Promise<TokenWithUserInfo> {
  return apiRequest('/account/tokenwithuserinfo', {
    method: 'POST',
    body,
  });
}

export const useSignIn = () => useMutation({ mutationFn: signIn, meta: { handlesErrors: true } });
