import { useEffect, useState } from 'react';

type Sanitizer = typeof import('./sanitize');

let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

/** DOMPurify and our rules (`sanitize.ts`, ~12 kB gzip), fetched once; kept off the pages' first load. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('./sanitize').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The server's render: the sanitizer is there from the first render (entry-server.tsx). */
export function provideSanitizer(module: Sanitizer): void {
  loaded = module;
  loading = Promise.resolve(module);
}

/**
 * The sanitizer once it has arrived (null until then; nothing reaches innerHTML before). A page that shows
 * rich text starts the fetch when its chunk runs (`void loadSanitizer()` at its top), so it arrives with its data.
 */
export function useSanitizer(): Sanitizer | null {
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(loaded);
  useEffect(() => {
    if (sanitizer) return;
    let live = true;
    void loadSanitizer().then((module) => {
      if (live) setSanitizer(module);
    });
    return () => {
      live = false;
    };
  }, [sanitizer]);
  return sanitizer;
}
