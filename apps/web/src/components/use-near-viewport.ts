import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` px of the viewport (and stays true from then on). Home
 * renders and fetches its lower sections only then: on a phone most of the page is screens away, and
 * rendering it all during start-up was what kept the main thread busy after the first paint. Without
 * IntersectionObserver (old browsers, tests) everything counts as near. Always "not near" on the first
 * render: a server-rendered page (issue 25) has no viewport, and hydration must start from the same state.
 */
export function useNearViewport<T extends Element>(margin = 300) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
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
