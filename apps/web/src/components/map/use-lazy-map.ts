import { type RefObject, useEffect, useRef, useState } from 'react';
import type { MountedMap } from './types';

type LeafletModule = typeof import('./leaflet-map');

/** Starts loading a little before the map scrolls into view, so it is usually drawn when seen. */
const PRELOAD_MARGIN = '400px';

function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Mounts a Leaflet map into `ref` once it nears the viewport: the Leaflet chunk is never part of a
 * page's first load. `mount` runs once per element; later `points` go through `update`. A failure to
 * load or draw (offline chunk, a browser without the APIs) leaves the empty box and the link, never an
 * error screen.
 */
export function useLazyMap<P>(
  ref: RefObject<HTMLDivElement | null>,
  mount: (leaflet: LeafletModule, element: HTMLDivElement) => MountedMap,
  points: P,
  toArray: (points: P) => Parameters<MountedMap['update']>[0],
): { ready: boolean } {
  const near = useNearViewport(ref);
  const mounted = useRef<MountedMap | null>(null);
  const mountRef = useRef(mount);
  mountRef.current = mount;
  const latest = useRef(points);
  latest.current = points;
  /** The points the map shows; redrawing the same ones would replace every pin under the user's pointer. */
  const shown = useRef<P | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    import('./leaflet-map')
      .then((leaflet) => {
        const element = ref.current;
        if (cancelled || !element) return;
        shown.current = latest.current;
        mounted.current = mountRef.current(leaflet, element);
        setReady(true);
      })
      .catch(() => {
        // The box and the "open in maps" link stay: the page is still usable without the canvas.
      });
    return () => {
      cancelled = true;
      try {
        mounted.current?.destroy();
      } catch {
        // Leaflet throws when its container already left the DOM; nothing is left to clean then.
      }
      mounted.current = null;
      setReady(false);
    };
  }, [near, ref]);

  useEffect(() => {
    if (!ready || shown.current === points) return;
    shown.current = points;
    mounted.current?.update(toArray(points));
  }, [ready, points, toArray]);

  return { ready };
}
