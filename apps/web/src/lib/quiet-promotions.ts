import { useEffect } from 'react';
import { useBrowserStore } from './ssr/use-hydrated';

/**
 * Parts of a page that need the visitor's whole attention (the buy form once a purchase is under way, the
 * cookie notice at the bottom) ask promotional overlays — the organizer toast, their one reader — to stay
 * away while they are on screen. A count, not a flag: two such parts may be mounted at once.
 */
let quietParts = 0;
let changed: (() => void) | null = null;

/** While `active`, promotional overlays stay hidden. */
export function useQuietPromotions(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    quietParts += 1;
    changed?.();
    return () => {
      quietParts -= 1;
      changed?.();
    };
  }, [active]);
}

const subscribe = (listener: () => void) => {
  changed = listener;
  return () => {
    changed = null;
  };
};

/** Whether some part of the page asked promotions to stay away (one reader at a time: the shell's toast). */
export function usePromotionsQuiet(): boolean {
  return useBrowserStore(
    subscribe,
    () => quietParts > 0,
    () => false,
  );
}
