import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page renders on the server and while the browser hydrates that HTML (both renders must
 * produce the same markup), true from the render after hydration on, and at once on a client-rendered page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
