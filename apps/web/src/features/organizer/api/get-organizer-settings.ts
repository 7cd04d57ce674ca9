import { ProfileSchema } from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /search/profile/{id}: the organizer's CustomFrontendSettings; season events are offered only with
 * SeasonTicketEventEnabled (spec 3 §6). A failed read offers none (the step stays usable).
 */
export const organizerSettingsQuery = (profileId: string) =>
  queryOptions({
    queryKey: ['organizer', 'settings', profileId],
    queryFn: async ({ signal }) => {
      try {
        const profile = await apiRequest(`/search/profile/${encodeURIComponent(profileId)}`, {
          signal,
          schema: ProfileSchema,
        });
        return profile.ExtraSettings.CustomFrontendSettings;
      } catch {
        return { BatchCouponsEnabled: false, SeasonTicketEventEnabled: false };
      }
    },
    staleTime: 300_000,
  });

export const useOrganizerSettings = (profileId: string) => useQuery(organizerSettingsQuery(profileId));
