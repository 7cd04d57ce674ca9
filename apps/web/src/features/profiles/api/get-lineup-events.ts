import type { EventListItem, ProfileRef } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export type LineupEvent = EventListItem & { LineupMember: ProfileRef };

export interface LineupEventsFilter {
  categories: string[];
  cityId: string | null;
  numberOfEvents: number;
}

/**
 * GET /event/uniqueLineUpMemberEvents?categories,cityId,numberOfEvents: the soonest event of each lineup
 * member in those genres (and city), each event once.
 */
export function getLineupEvents(filter: LineupEventsFilter, signal?: AbortSignal): Promise<LineupEvent[]> {
  return apiRequest<LineupEvent[]>('/event/uniqueLineUpMemberEvents', {
    query: {
      categories: filter.categories.join(',') || undefined,
      cityId: filter.cityId,
      numberOfEvents: filter.numberOfEvents,
    },
    signal,
  });
}

export const lineupEventsQuery = (filter: LineupEventsFilter) =>
  queryOptions({
    queryKey: ['event', 'unique-lineup', filter],
    queryFn: ({ signal }) => getLineupEvents(filter, signal),
  });

export const useLineupEvents = (filter: LineupEventsFilter, enabled: boolean) =>
  useQuery({ ...lineupEventsQuery(filter), enabled });
