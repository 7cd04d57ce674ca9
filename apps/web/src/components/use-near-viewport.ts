import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` px of the viewport (and stays true from then on). Home
 * renders and fetches its lower sections only then: on a phone most of the page is screens away, and
 * rendering it all during start-up was what kept the main thread busy after the first paint. Without
 * IntersectionObserver (old browsers, tests) everything counts as near.
 */
export function useNearViewport<T extends Element>(margin = 300) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
