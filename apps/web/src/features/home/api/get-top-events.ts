import { PAGE_SIZE } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchEvents } from '../../discovery';

/**
 * Home's top events (spec 1 §1, §9: 9 on home): the first page of upcoming published events, unfiltered.
 * The server renders them with home (../ssr.ts) from these same options.
 */
export const topEventsQuery = () =>
  queryOptions({
    queryKey: ['event', 'search', { page: 0, perPage: PAGE_SIZE.homeEvents }],
    queryFn: ({ signal }) => searchEvents({}, 0, PAGE_SIZE.homeEvents, signal),
  });

export const useTopEvents = (enabled = true) => useQuery({ ...topEventsQuery(), enabled });
