import type { Language } from '@marquee/contract';
import type { QueryClient } from '@tanstack/react-query';

/** What a public page's data loader gets on the server: the request's route and a fresh query cache. */
export interface SsrDataArgs {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
  language: Language;
}

/**
 * Fills the query cache with what the page shows first, with the same query options (keys and functions)
 * the page's hooks use, so the HTML has the content and the browser's hydration finds it without asking
 * again. A 404 from the API (an unknown id, or a draft, which strangers never see) makes the page a 404:
 * use `fetchQuery` for the page's own record so its failure reaches the renderer, `prefetchQuery` for the
 * rest (a failed side list renders as it would in the browser).
 */
export type SsrData = (args: SsrDataArgs) => Promise<void>;
