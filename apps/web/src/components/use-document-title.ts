import { useEffect } from 'react';

/** Sets the tab title as "Page · Marquee" (screen readers announce it on navigation). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Marquee` : 'Marquee';
  }, [title]);
}
