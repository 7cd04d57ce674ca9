import type { Language } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageId } from '../content';
import { loadContent, loadedContent } from '../content-files';

/** A content page's text as a query: instant when the route already loaded it, fetched on a language switch. */
export const contentQuery = (page: ContentPageId, language: Language) =>
  queryOptions({
    queryKey: ['content-page', page, language],
    queryFn: () => loadContent(page, language),
    initialData: () => loadedContent(page, language),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useContent = (page: ContentPageId, language: Language) => useQuery(contentQuery(page, language));
