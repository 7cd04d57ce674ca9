import { type EventStatistics, EventStatisticsSchema } from '@marquee/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { type DateRange, rangeQuery } from '../model/date-range';
import { eventPath, insightKeys } from './keys';

/**
 * GET /event/{id}/statistics?from,till,codeToShareStatistics. With a share code the call works without an
 * account (the server reads the code, not the session).
 */
export function getEventStatistics(
  eventId: string,
  range: DateRange,
  code: string | null,
  signal?: AbortSignal,
): Promise<EventStatistics> {
  return apiRequest(`${eventPath(eventId)}/statistics`, {
    signal,
    query: { ...rangeQuery(range), codeToShareStatistics: code },
    schema: EventStatisticsSchema,
  });
}

export const eventStatisticsQuery = (eventId: string, range: DateRange, code: string | null) =>
  queryOptions({
    queryKey: insightKeys.statistics(eventId, range, code),
    queryFn: ({ signal }) => getEventStatistics(eventId, range, code, signal),
    // Changing the range keeps the old figures on screen until the new ones arrive (no flash of a spinner).
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useEventStatistics = (eventId: string, range: DateRange, code: string | null) =>
  useQuery(eventStatisticsQuery(eventId, range, code));
