import { CATEGORY_PAGE_SIZE, type EventListItem } from '@marquee/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchEvents } from '../../discovery';
import { nextPage } from './paging';

/** GET /event/search?categories={genreId}: the category's upcoming events, soonest first (sub genres included). */
export const categoryEventsQuery = (genreId: string) =>
  infiniteQueryOptions({
    queryKey: ['event', 'search', 'category', genreId],
    queryFn: ({ pageParam, signal }): Promise<EventListItem[]> =>
      searchEvents({ categories: [genreId] }, pageParam, CATEGORY_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage(CATEGORY_PAGE_SIZE),
  });

export const useCategoryEvents = (genreId: string | undefined) =>
  useInfiniteQuery({ ...categoryEventsQuery(genreId ?? ''), enabled: Boolean(genreId) });
