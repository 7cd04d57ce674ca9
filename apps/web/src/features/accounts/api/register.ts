import type { RegisterBody, TokenWithUserInfo } from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /account/register: creates the account and its visitor profile, mails the confirmation link
 * and signs in. 400 AUTH.INCORRECT_SIGNUP_DATA (with FieldErrors), 409 AUTH.EMAIL_ALREADY_IN_USE.
 */
// Typed, not parsed: UserInfoSchema holds LanguageSchema, which lives in the contract's languages module
// next to LANGUAGES/isLanguage; any chunk parsing with it keeps it there, and that module is on every
// page's first load, so zod would be too (docs/decisions.md "zod stays out of the first load").
export function register(body: RegisterBody): Promise<TokenWithUserInfo> {
  return apiRequest('/account/register', { method: 'POST', body });
}

export const useRegister = () => useMutation({ mutationFn: register, meta: { handlesErrors: true } });
