import { useCallback } from 'react';
import { useBrowserStore } from '../../../lib/ssr/use-hydrated';

/**
 * Whether a media query matches, or null while the page renders on the server and while the browser
 * hydrates that HTML: the server cannot know the screen, and hydration must produce the server's markup.
 * On a client-rendered page the answer is there on the first render (nothing lays out twice).
 */
export function useMediaMatch(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
