import { useEffect, useState } from 'react';
import { hasServerHtml } from './server-html';

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

/**
 * A page that shows rich text calls this when its chunk runs, so the sanitizer arrives with its data. Not
 * while a server-rendered page starts: its rich text is already sanitized (SafeHtml keeps the server's),
 * and DOMPurify's module (~47 ms at 4× CPU) would only lengthen the start-up's tasks.
 */
export function preloadSanitizer(): void {
  if (!hasServerHtml()) void loadSanitizer();
}

/** The server's render: the sanitizer is there from the first render (entry-server.tsx). */
export function provideSanitizer(module: Sanitizer): void {
  loaded = module;
  loading = Promise.resolve(module);
}

/**
 * The sanitizer once it has arrived (null until then; nothing reaches innerHTML before), fetched when
 * `needed` (a component showing only the server's sanitized HTML does not need it).
 */
export function useSanitizer(needed = true): Sanitizer | null {
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(loaded);
  useEffect(() => {
    if (sanitizer || !needed) return;
    let live = true;
    void loadSanitizer().then((module) => {
      if (live) setSanitizer(module);
    });
    return () => {
      live = false;
    };
  }, [sanitizer, needed]);
  return sanitizer;
}
