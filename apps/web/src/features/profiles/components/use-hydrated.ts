import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false on the server and while the browser hydrates a server-rendered page, true from the render after
 * (and at once on a page the browser renders itself): what only works in a browser (the sanitized about text)
 * renders its placeholder until then, the same on both sides.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
