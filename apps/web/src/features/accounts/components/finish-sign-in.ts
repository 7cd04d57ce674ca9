import type { AccessToken, Language, UserInfo } from '@marquee/contract';
import { hrefTo } from '../../../lib/routing/routes';
import { safeReturnUrl } from '../../../lib/session/auth-redirect';
import { startSessionTimers } from '../../../lib/session/session-runtime';
import { applySignIn } from '../../../lib/session/session-store';

/**
 * Stores a sign-in and tells where to go: back to where the user came from, or to create-profile.visitor
 * step 1 when the account has no active profile yet (spec 1 §2 "Auth screen").
 */
export function finishSignIn(
  token: AccessToken,
  user: UserInfo,
  language: Language,
  returnUrl: string | null,
): string {
  applySignIn(token, user);
  startSessionTimers();
  const back = safeReturnUrl(returnUrl);
  if (!user.Profile) {
    return hrefTo('create-profile.visitor', language, { step: 1 }, back ? { returnUrl: back } : {});
  }
  return back ?? hrefTo('home', language);
}
