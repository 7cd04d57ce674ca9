import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySignOut, getSession, initSessionFromStorage, subscribeSession } from './session-store';

// Every useSession() subscriber re-renders synchronously on a new snapshot (useSyncExternalStore): an
// anonymous visitor's start-up must not publish one (issue 25, a long task after hydration).
describe('session store: no new snapshot when nothing changed', () => {
  let unsubscribe: () => void = () => undefined;
  afterEach(() => unsubscribe());

  it('an anonymous start-up (no stored sign-in) keeps the snapshot and tells no subscriber', () => {
    applySignOut();
    const before = getSession();
    const listener = vi.fn();
    unsubscribe = subscribeSession(listener);
    expect(initSessionFromStorage().status).toBe('anonymous');
    applySignOut();
    expect(listener).not.toHaveBeenCalled();
    expect(getSession()).toBe(before);
  });
});
