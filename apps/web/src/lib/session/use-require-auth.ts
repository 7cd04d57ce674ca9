import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../routing/hooks';
import { signInHref } from './auth-redirect';
import { useSession } from './session-store';

/**
 * Guards an authorized action (follow, going…): signed-in users run it, anonymous users go to the auth
 * screen with `authorizedActionPrevented` and come back here afterwards (spec 1 §4, §6).
 */
export function useRequireAuth(): <T>(action: () => T) => T | undefined {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  const location = useLocation();
  return useCallback(
    <T>(action: () => T): T | undefined => {
      if (signedIn) return action();
      navigate(signInHref(language, `${location.pathname}${location.search}`));
      return undefined;
    },
    [signedIn, navigate, language, location.pathname, location.search],
  );
}
