import { useEffect, useSyncExternalStore } from 'react';

/**
 * Parts of a page that need the visitor's whole attention (the buy form once a purchase is under way, the
 * checkout) ask promotional overlays — the organizer toast — to stay away while they are on screen. A count,
 * not a flag: two such parts may be mounted at once.
 */
let quietParts = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While `active`, promotional overlays stay hidden. */
export function useQuietPromotions(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    quietParts += 1;
    notify();
    return () => {
      quietParts -= 1;
      notify();
    };
  }, [active]);
}

/** Whether some part of the page asked promotions to stay away. */
export function usePromotionsQuiet(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => quietParts > 0,
    () => false,
  );
}
