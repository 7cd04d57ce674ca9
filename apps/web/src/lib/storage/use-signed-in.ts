import { useBrowserStore } from '../ssr/use-hydrated';
import { getAccessToken } from './session';

/** Fired by whoever writes the token (sign-in, sign-out) so the shell re-renders in this tab. */
export const SESSION_CHANGED_EVENT = 'marquee:session-changed';

function subscribe(onChange: () => void): () => void {
  // 'storage' covers other tabs signing in or out.
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

/** Whether a user is signed in (an access token is stored); the accounts issue validates it. */
export function useSignedIn(): boolean {
  return useBrowserStore(
    subscribe,
    () => getAccessToken() !== null,
    () => false,
  );
}
