import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page renders on the server and while the browser hydrates that HTML (both renders must
 * produce the same markup), true from the render after hydration on, and at once on a client-rendered page.
 * What only the browser knows (storage, the viewport, the session, the clock) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
