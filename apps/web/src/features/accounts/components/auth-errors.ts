import { isApiRequestError } from '../../../lib/api/errors';

/** Error codes the auth screen shows inline; anything else opens the default error dialog (spec 1 §8). */
export const INLINE_AUTH_CODES = [
  'AUTH.WRONG_USERNAME_OR_PWD',
  'AUTH.INCORRECT_SIGNUP_DATA',
  'AUTH.EMAIL_ALREADY_IN_USE',
  'MAXIMUM_ATTEMPTS_EXCEEDED',
  'SOCIAL_LOGIN.FAIL',
] as const;
export type InlineAuthCode = (typeof INLINE_AUTH_CODES)[number];

/** The inline code for a failed login: any 400 is "incorrect username or password" (spec 1 §8). */
export function loginFailureCode(error: unknown): InlineAuthCode | null {
  if (!isApiRequestError(error)) return null;
  if (error.status === 429) return 'MAXIMUM_ATTEMPTS_EXCEEDED';
  if (error.status === 400) return 'AUTH.WRONG_USERNAME_OR_PWD';
  return null;
}

/** Sign-up: 400 → incorrect signup data, 409 → e-mail already in use (spec 1 §8). */
export function signUpFailureCode(error: unknown): InlineAuthCode | null {
  if (!isApiRequestError(error)) return null;
  if (error.status === 409) return 'AUTH.EMAIL_ALREADY_IN_USE';
  if (error.status === 429) return 'MAXIMUM_ATTEMPTS_EXCEEDED';
  if (error.status === 400) return 'AUTH.INCORRECT_SIGNUP_DATA';
  return null;
}
