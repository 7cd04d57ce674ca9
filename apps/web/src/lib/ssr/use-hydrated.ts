import { startTransition, useEffect, useId, useState, useSyncExternalStore } from 'react';

/**
 * React's ids say how a component came to be: one rendered on the server, and the browser's hydration of
 * it, get ids of the server's form (`_R_…`); one the browser mounted itself gets `_r_…` (react-dom 19.2+;
 * use-hydrated.test.tsx pins it).
 */
const HYDRATION_ID = /^_R_/;

/**
 * False while a page renders on the server and while the browser hydrates that HTML (both renders must
 * produce the same markup), true from just after hydration on, and at once for a component the browser
 * mounted itself (a client-rendered page, a later navigation).
 *
 * Per component, by its id, and switched in a transition: a `useSyncExternalStore` with a server snapshot
 * made React re-render every such component synchronously right after hydration, in one task (the profile
 * page: ~60 ms at 4× CPU, Lighthouse TBT); a transition is time-sliced. Not one flag for the page: React
 * hydrates Suspense boundaries after the page's root, so a component inside one would read a page-wide flag
 * already switched and no longer match the server's HTML.
 */
export function useHydrated(): boolean {
  const id = useId();
  const [hydrated, setHydrated] = useState(() => !HYDRATION_ID.test(id));
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

const inBrowser = typeof window !== 'undefined';

/**
 * `useSyncExternalStore` for a store only the browser has (storage, cookies, media queries): the server's
 * value until the component has hydrated, then the store's, switched in useHydrated's transition. The store
 * is read as the server snapshot too, so React finds nothing to re-render synchronously after hydration.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  const value = useSyncExternalStore(subscribe, getSnapshot, inBrowser ? getSnapshot : getServerSnapshot);
  return hydrated ? value : getServerSnapshot();
}
