import { type ProfileOverview, ProfileOverviewSchema } from '@marquee/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { type DateRange, rangeQuery } from '../model/date-range';
import { insightKeys } from './keys';

/** GET /profile/{id}/statistics?from,till: the active profile's events together (overview.stats). */
export function getProfileOverview(
  profileId: string,
  range: DateRange,
  signal?: AbortSignal,
): Promise<ProfileOverview> {
  return apiRequest(`/profile/${encodeURIComponent(profileId)}/statistics`, {
    signal,
    query: rangeQuery(range),
    schema: ProfileOverviewSchema,
  });
}

export const useProfileOverview = (profileId: string, range: DateRange) =>
  useQuery({
    queryKey: insightKeys.overview(profileId, range),
    queryFn: ({ signal }) => getProfileOverview(profileId, range, signal),
    enabled: profileId !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
